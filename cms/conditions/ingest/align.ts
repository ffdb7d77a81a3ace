// Two sources are compared on equal terms: the same hours and, within each hour, only the fields
// both have. A buoy that reports no swell split is then compared on total waves, and a model
// without swell (ECMWF WAM) is compared with GFS-Wave's total waves, not its swell.
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import { epochMsOf } from '../../../shared/domain/time/instants'

type NumericField = Exclude<keyof HourlyConditions, 'time'>

/** Both series restricted to common hours, each field kept only where both have a value. */
export function alignSources(
  a: readonly HourlyConditions[],
  b: readonly HourlyConditions[],
): [HourlyConditions[], HourlyConditions[]] {
  // Two series on the same hours (one Open-Meteo answer's models) pair by index.
  const sameHours = a.length === b.length && a.every((h, i) => h.time === b[i]?.time)
  const bAt = sameHours ? null : new Map(b.map((h) => [epochMsOf(h.time), h]))
  const left: HourlyConditions[] = []
  const right: HourlyConditions[] = []
  for (let i = 0; i < a.length; i++) {
    const hourA = a[i] as HourlyConditions
    const hourB = bAt ? bAt.get(epochMsOf(hourA.time)) : b[i]
    if (!hourB) continue
    const x: HourlyConditions = { ...hourA }
    const y: HourlyConditions = { ...hourB, time: hourA.time }
    // x is a plain object (a spread): for-in visits its own keys in Object.keys' order, without
    // the array Object.keys makes and with V8's fast keyed reads (~2× faster an hour, measured).
    for (const field in x) {
      if (field === 'time') continue
      const f = field as NumericField
      if (x[f] === null || y[f] === null) {
        x[f] = null
        y[f] = null
      }
    }
    left.push(x)
    right.push(y)
  }
  return [left, right]
}
