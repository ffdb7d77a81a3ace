import { describe, expect, it } from 'vitest'
import { filterSpots } from '../../../../shared/domain/view/spot-filters'
import type { CardSpot } from './card-model'
import { spotFactAttributes, spotFactsFromDataset } from './spot-facts'

const spot = (id: number, condition: Partial<NonNullable<CardSpot['currentCondition']>> | null) =>
  ({
    id,
    name: `Spot ${id}`,
    location: 'Somewhere, CA',
    breakType: 'Beach Break',
    skillLevel: 'All Levels',
    imageUrl: null,
    timeZone: 'UTC',
    currentCondition: condition,
  }) as CardSpot

/** What the browser's dataset makes of the attributes (data-wave-max → waveMax). */
const dataset = (attributes: Record<string, string>): DOMStringMap =>
  Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.slice(5).replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  )

describe('spot facts on a card', () => {
  it('should carry what the filters read and give it back', () => {
    const facts = spotFactsFromDataset(
      dataset(
        spotFactAttributes(
          spot(7, {
            conditionRating: 'epic',
            waveHeightMax: 4.5,
            windSpeed: 2,
            visibility: 'Crystal clear',
          }),
        ),
      ),
    )
    expect(facts).toEqual({
      id: 7,
      name: 'Spot 7',
      location: 'Somewhere, CA',
      currentCondition: {
        conditionRating: 'epic',
        waveHeightMax: 4.5,
        windSpeed: 2,
        visibility: 'Crystal clear',
      },
    })
  })

  it('should keep missing numbers missing, not zero', () => {
    const facts = spotFactsFromDataset(
      dataset(spotFactAttributes(spot(3, { conditionRating: 'good', windSpeed: null }))),
    )
    expect(facts.currentCondition?.windSpeed).toBeNull()
    expect(filterSpots({ spots: [facts], filters: ['no-wind'] })).toEqual([])
  })

  it('should tell a spot without a condition apart', () => {
    const facts = spotFactsFromDataset(dataset(spotFactAttributes(spot(4, null))))
    expect(facts.currentCondition).toBeNull()
    expect(filterSpots({ spots: [facts], filters: ['epic'] })).toEqual([])
    expect(filterSpots({ spots: [facts], query: 'spot 4' })).toEqual([facts])
  })
})
