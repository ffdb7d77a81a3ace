// Rates made-up conditions at a spot with the code ingestion rates real hours with (the
// report's 'What if'): one hour built from the values, summarised and rated as a stored hour is.
import { ratingInputFor, summariseHours } from './daily-values'
import { rateConditions } from './rate-conditions'
import type { RatingResult } from './rate-conditions'
import type { RatingInputs } from './rating-checks'
import { ratingInputsOf } from './rating-checks'
import { blankHour } from '../forecast/series'
import { primaryOf, secondaryOf, windSeaOf } from './surf-height'
import type { RatedComponent, SurfTrain } from './surf-height'
import type { Shore } from './wind'

/** A train of the given values: height (deep-water, ft), period (s), direction it comes FROM. */
export type WhatIfTrain = { heightFt: number; periodS: number; directionDeg: number }

export type WhatIfInput = {
  swell: WhatIfTrain
  windSpeedMph: number
  windDirectionDeg: number
  windWave: WhatIfTrain | null
  secondarySwell: WhatIfTrain | null
}

export type WhatIfTrainResult = {
  component: RatedComponent
  directionDeg: number | null
  exposure: number
  surfFt: number | null
  reaches: boolean
}

export type WhatIfResult = {
  rating: RatingResult['rating']
  ratingInputs: RatingInputs
  ratingReasons: RatingResult['reasons'] & { summary: string }
  trains: WhatIfTrainResult[]
}

const trainOut = ({ component, directionDeg, exposure, surfFt, reaches }: SurfTrain) => ({
  component,
  directionDeg,
  exposure,
  surfFt,
  reaches,
})

/** The rating of made-up conditions at a shore, with every train's exposure and surf. */
export function rateWhatIf(input: WhatIfInput, shore: Shore): WhatIfResult {
  const { swell, secondarySwell, windWave } = input
  const hour = {
    ...blankHour(new Date(0).toISOString()),
    swellHeightFt: swell.heightFt,
    swellPeriodS: swell.periodS,
    swellDirectionDeg: swell.directionDeg,
    secondarySwellHeightFt: secondarySwell?.heightFt ?? null,
    secondarySwellPeriodS: secondarySwell?.periodS ?? null,
    secondarySwellDirectionDeg: secondarySwell?.directionDeg ?? null,
    windWaveHeightFt: windWave?.heightFt ?? null,
    windWavePeriodS: windWave?.periodS ?? null,
    windWaveDirectionDeg: windWave?.directionDeg ?? null,
    windSpeedMph: input.windSpeedMph,
    windDirectionDeg: input.windDirectionDeg,
  }
  const summary = summariseHours([hour])
  const rated = ratingInputFor(summary, shore)
  const result = rateConditions(rated)
  const byDirection = shore.exposure
  const trains = [
    primaryOf(summary.waves, byDirection),
    ...(secondarySwell ? [secondaryOf(summary.waves, byDirection)] : []),
    ...(windWave ? [windSeaOf(summary.waves, byDirection)] : []),
  ]
  return {
    rating: result.rating,
    ratingInputs: ratingInputsOf(rated),
    ratingReasons: { ...result.reasons, summary: result.summary },
    trains: trains.map(trainOut),
  }
}
