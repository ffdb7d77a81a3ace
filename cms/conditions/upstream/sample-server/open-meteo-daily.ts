// `daily=` for the fake Open-Meteo: aggregates of the same hourly generators, per local day.
import { localDate, localMidnight } from './clock'
import type { Column, Request } from './open-meteo'
import { HOUR_MS, roundTo } from './samples'
import type { SampleContext } from './types'

type Aggregate = 'max' | 'min' | 'mean' | 'sum' | 'dominant'
type GetColumns = (variables: string[], epochs: number[]) => Column[] | string

const AGGREGATE = /^(.*)_(max|min|mean|sum|dominant)$/

/** The daily_units/daily pair for the request, or an error reason. */
export function dailyBlock(ctx: SampleContext, request: Request, getColumns: GetColumns) {
  const variables = request.params
    .getAll('daily')
    .flatMap((v) => v.split(','))
    .filter(Boolean)
  if (!variables.length) return {}
  const days = ctx.empty ? 0 : Number(request.params.get('forecast_days') ?? 7)
  const start = localMidnight(ctx.now, request.timeZone)
  const dayStarts = Array.from(
    { length: Math.max(0, Math.min(16, days)) },
    (_, d) => start + d * 24 * HOUR_MS,
  )
  const units: Record<string, string> = { time: 'iso8601' }
  const values: Record<string, unknown[]> = {
    time: dayStarts.map((t) => localDate(t + HOUR_MS, request.timeZone)),
  }
  for (const variable of variables) {
    if (variable === 'sunrise' || variable === 'sunset') {
      units[variable] = 'iso8601'
      const at = variable === 'sunrise' ? 'T06:41' : 'T18:37'
      values[variable] = dayStarts.map((t) => `${localDate(t + HOUR_MS, request.timeZone)}${at}`)
      continue
    }
    const match = AGGREGATE.exec(variable)
    if (!match) return `Cannot initialize daily variable from invalid String value ${variable}`
    const [, hourly = '', how] = match as unknown as [string, string, Aggregate]
    const template = getColumns([hourly], [])
    if (typeof template === 'string') return template
    const perDay: Column[][] = []
    for (const t of dayStarts) {
      const cols = getColumns(
        [hourly],
        Array.from({ length: 24 }, (_, h) => t + h * HOUR_MS),
      )
      if (typeof cols === 'string') return cols
      perDay.push(cols)
    }
    for (const [index, col] of template.entries()) {
      const key = variable + col.key.slice(hourly.length)
      units[key] = col.unit
      values[key] = perDay.map((cols) => aggregate(cols[index]?.values ?? [], how))
    }
  }
  return { daily_units: units, daily: values }
}

function aggregate(values: (number | null)[], how: Aggregate): number | null {
  const numbers = values.filter((v): v is number => v !== null)
  if (!numbers.length) return null
  if (how === 'max') return Math.max(...numbers)
  if (how === 'min') return Math.min(...numbers)
  if (how === 'sum')
    return roundTo(
      numbers.reduce((a, b) => a + b, 0),
      2,
    )
  if (how === 'mean') return roundTo(numbers.reduce((a, b) => a + b, 0) / numbers.length, 2)
  // Dominant direction: a circular mean, so 350° and 10° average to 0°, not 180°.
  const x = numbers.reduce((a, d) => a + Math.cos((d * Math.PI) / 180), 0)
  const y = numbers.reduce((a, d) => a + Math.sin((d * Math.PI) / 180), 0)
  return Math.round(((((Math.atan2(y, x) * 180) / Math.PI) % 360) + 360) % 360)
}
