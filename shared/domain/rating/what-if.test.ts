import { describe, expect, it } from 'vitest'
import { EXPOSURE_BINS } from './exposure'
import { idealConditionsOf, mainSwellArc } from './ideal-conditions'
import { rateWhatIf } from './what-if'
import { angularDistance, shoreFacing } from './wind'

const beach = (facingDeg: number): number[] =>
  Array.from({ length: EXPOSURE_BINS }, (_, i) => {
    const off = angularDistance(i * 10, facingDeg)
    return off >= 90 ? 0 : Math.cos((off * Math.PI) / 180)
  })

const NORTH_WEST = shoreFacing(310, { exposure: beach(310), spotName: 'Pipeline' })
const calm = { windSpeedMph: 5, windDirectionDeg: 130, windWave: null, secondarySwell: null }

describe('rateWhatIf', () => {
  it('should rate a swell from the open sea and list it as reaching', () => {
    const result = rateWhatIf(
      { swell: { heightFt: 3, periodS: 12, directionDeg: 310 }, ...calm },
      NORTH_WEST,
    )
    expect(result.rating).toBe('epic')
    expect(result.ratingInputs.component).toBe('primary-swell')
    expect(result.trains).toEqual([
      expect.objectContaining({ component: 'primary-swell', directionDeg: 310, reaches: true }),
    ])
  })

  it('should list every train given, the wind sea too, each with its own exposure', () => {
    const result = rateWhatIf(
      {
        swell: { heightFt: 3, periodS: 12, directionDeg: 200 },
        ...calm,
        secondarySwell: { heightFt: 2, periodS: 14, directionDeg: 310 },
        windWave: { heightFt: 1, periodS: 4, directionDeg: 130 },
      },
      NORTH_WEST,
    )
    expect(result.trains.map((t) => [t.component, t.reaches])).toEqual([
      ['primary-swell', false],
      ['secondary-swell', true],
      ['wind-wave', false],
    ])
    expect(result.ratingInputs.component).toBe('secondary-swell')
  })

  it('should say NOT WORKING when nothing reaches, with the reason', () => {
    const result = rateWhatIf(
      { swell: { heightFt: 3, periodS: 12, directionDeg: 202.5 }, ...calm },
      NORTH_WEST,
    )
    expect(result.rating).toBe('not working')
    expect(result.ratingReasons.summary).toBe('SSW swell 3 ft at 12 s does not reach this spot')
  })
})

describe('idealConditionsOf', () => {
  it('should give the best-exposed arc of the window and the offshore sector', () => {
    // cos ≥ 0.6 of the facing's share: within 53° of 310°.
    expect(mainSwellArc(beach(310))).toEqual([260, 0])
    expect(
      idealConditionsOf({
        byDirection: beach(310),
        offshoreFromDeg: 80,
        offshoreToDeg: 180,
        worksFromFt: null,
        bestTide: 'mid',
      }),
    ).toEqual({
      swellFromDeg: [260, 0],
      offshoreWindFromDeg: [80, 180],
      worksFromFt: null,
      bestTide: 'mid',
    })
  })

  it('should keep the arc carrying the most swell when there are two', () => {
    const two = Array.from({ length: EXPOSURE_BINS }, (_, i) =>
      i >= 2 && i <= 4 ? 0.2 : i >= 20 && i <= 26 ? 0.9 : 0,
    )
    expect(mainSwellArc(two)).toEqual([200, 260])
    expect(mainSwellArc(Array.from({ length: EXPOSURE_BINS }, () => 0))).toEqual([0, 0])
  })
})
