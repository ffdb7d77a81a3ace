// What home's search and filter chips read of a card: carried on the card's list item
// as data attributes, so the browser filters the server-rendered grid without its data as JSON.
import type { FilterableSpot } from '../../../../shared/domain/view/spot-filters'
import type { CardSpot } from './card-model'

export type SpotFacts = FilterableSpot & { id: number }

/** The data attributes of a card's list item. */
export function spotFactAttributes(spot: CardSpot): Record<string, string> {
  const c = spot.currentCondition
  const attributes: Record<string, string> = {
    'data-spot': String(spot.id),
    'data-name': spot.name,
    'data-location': spot.location,
  }
  if (!c) return attributes
  const optional = {
    'data-rating': c.conditionRating,
    'data-wave-max': c.waveHeightMax,
    'data-wind': c.windSpeed,
    'data-visibility': c.visibility,
  }
  for (const [name, value] of Object.entries(optional))
    if (value !== null && value !== undefined) attributes[name] = String(value)
  attributes['data-condition'] = ''
  return attributes
}

const numberOrNull = (value: string | undefined): number | null =>
  value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value)

/** A card's facts back from its list item's dataset (the inverse of spotFactAttributes). */
export function spotFactsFromDataset(data: DOMStringMap): SpotFacts {
  return {
    id: Number(data.spot),
    name: data.name ?? '',
    location: data.location ?? '',
    currentCondition:
      data.condition === undefined
        ? null
        : {
            conditionRating: data.rating ?? null,
            waveHeightMax: numberOrNull(data.waveMax),
            windSpeed: numberOrNull(data.wind),
            visibility: data.visibility ?? null,
          },
  }
}
