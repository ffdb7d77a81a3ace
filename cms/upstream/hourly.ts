import type { HourlyConditions } from '../../shared/domain/series'

/** An hour with every value missing; sources fill in what they actually measure or forecast. */
export function blankHour(time: string): HourlyConditions {
  return {
    time,
    waveHeightFt: null,
    wavePeriodS: null,
    waveDirectionDeg: null,
    swellHeightFt: null,
    swellPeriodS: null,
    swellDirectionDeg: null,
    windSpeedMph: null,
    windGustMph: null,
    windDirectionDeg: null,
    airTempF: null,
    waterTempF: null,
    visibilityMiles: null,
    seaLevelFt: null,
  }
}
