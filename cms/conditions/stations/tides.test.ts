import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { predictTides, tideStationById } from './tides'

// CO-OPS's own hilo predictions for Santa Barbara (9411340), 2026-10-08..22, recorded verbatim
// (cms/conditions/upstream/sample-server/recorded/README.md has the provenance).
const recorded = JSON.parse(
  readFileSync(
    new URL(
      '../upstream/sample-server/recorded/noaa-coops_predictions_hilo_9411340_20261008-20261022_tideline.json',
      import.meta.url,
    ),
    'utf8',
  ),
) as { predictions: { t: string; v: string; type: string }[] }

const at = (t: string) => Date.parse(`${t.replace(' ', 'T')}Z`)

describe('predictTides', () => {
  const station = tideStationById('9411340')
  if (!station) throw new Error('Santa Barbara is not in the tide database')
  const { events, datum } = predictTides(
    station,
    new Date('2026-10-07T18:00Z'),
    new Date('2026-10-23T06:00Z'),
  )

  it('should find every CO-OPS high and low within 10 minutes, same type', () => {
    expect(recorded.predictions).toHaveLength(54)
    for (const p of recorded.predictions) {
      const type = p.type === 'H' ? 'high' : 'low'
      const nearest = Math.min(
        ...events.filter((e) => e.type === type).map((e) => Math.abs(Date.parse(e.time) - at(p.t))),
      )
      expect(nearest / 60_000, `${p.type} at ${p.t}`).toBeLessThanOrEqual(10)
    }
  })

  it('should give heights above MLLW within half a foot of CO-OPS', () => {
    expect(datum).toBe('MLLW')
    for (const p of recorded.predictions) {
      const match = events.find((e) => Math.abs(Date.parse(e.time) - at(p.t)) <= 10 * 60_000)
      expect(Math.abs((match?.heightFt ?? NaN) - Number(p.v)), p.t).toBeLessThan(0.5)
    }
  })

  it('should predict a subordinate station through its reference and offsets', () => {
    const ocean = tideStationById('9414275')
    expect(ocean?.type).toBe('subordinate')
    const day = predictTides(ocean!, new Date('2026-10-08T00:00Z'), new Date('2026-10-09T00:00Z'))
    expect(day.events.length).toBeGreaterThanOrEqual(3)
    expect(day.events.every((e) => e.heightFt !== null && Number.isFinite(e.heightFt))).toBe(true)
  })

  it('should not know an id that is in neither catalogue', () => {
    expect(tideStationById('0000000')).toBeUndefined()
  })
})
