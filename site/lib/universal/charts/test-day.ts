// A day of hours for the chart tests: 24 local hours at UTC−8, shaped by the caller.
import type { Hourly } from '../../../../shared/contracts/conditions'
import type { ChartDay } from './frame'

type Hour = Hourly['hours'][number]

const pad = (n: number) => String(n).padStart(2, '0')

/** Hour h (0–23) of 2026-11-25 at −08:00 with quiet defaults and the given overrides. */
export function hourAt(h: number, over: Partial<Hour> = {}): Hour {
  return {
    time: `2026-11-25T${pad(h)}:00:00-08:00`,
    waveHeightMin: 2,
    waveHeightMax: 3,
    swells: [{ heightFt: 4, periodS: 12, direction: 'W', directionDegrees: 270 }],
    windWave: null,
    windSpeed: 5,
    windGust: 9,
    windDirection: 'E',
    windDirectionDegrees: 90,
    windClassification: 'offshore',
    tideHeightFt: 2,
    waterTemp: 60,
    rating: 'good',
    isDaylight: h >= 7 && h < 17,
    ...over,
  }
}

/** A 24-hour day; each hour can be changed by its index. */
export function chartDay(change: (h: number) => Partial<Hour> = () => ({})): ChartDay {
  return {
    date: '2026-11-25',
    hours: Array.from({ length: 24 }, (_, h) => hourAt(h, change(h))),
    firstLight: '2026-11-25T06:30:00-08:00',
    lastLight: '2026-11-25T17:15:00-08:00',
    tideEvents: [
      { time: '2026-11-25T05:12:00-08:00', type: 'high', heightFt: 5.4 },
      { time: '2026-11-25T11:40:00-08:00', type: 'low', heightFt: -0.6 },
    ],
  }
}
