import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCoastalWaters, zonesOfLine } from './nws-cwf'
import { SAMPLE_FILES, samplesDir } from './sample-server/samples'

// A CWF laid out like the real product (values made up: no recording exists; labelled so).
const text = readFileSync(path.join(samplesDir({}), SAMPLE_FILES.nwsCoastalWaters), 'utf8')

describe('zonesOfLine', () => {
  it.each([
    ['PZZ650-090000-', ['PZZ650']],
    ['PZZ650-655-090000-', ['PZZ650', 'PZZ655']],
    ['ANZ650>652-090000-', ['ANZ650', 'ANZ651', 'ANZ652']],
    ['no zone here', []],
  ])('should read %s', (line, zones) => {
    expect(zonesOfLine(line)).toEqual(zones)
  })
})

describe('parseCoastalWaters', () => {
  const zones = parseCoastalWaters(text)

  it('should find each zone with its name and periods, and skip the synopsis', () => {
    expect(zones.map((z) => [z.zone, z.periods.length])).toEqual([
      ['PZZ650', 5],
      ['PZZ655', 2],
    ])
    expect(zones[0]?.name).toBe(
      'East Santa Barbara Channel from Point Conception to Point Mugu CA including Santa Cruz Island',
    )
  })

  it('should read seas and every train of the wave detail, across wrapped lines', () => {
    const [today, tonight] = zones[0]?.periods ?? []
    expect(today).toMatchObject({
      name: 'TODAY',
      seasFt: { min: 3, max: 5 },
      waves: [
        { directionDeg: 270, heightFt: 4, periodS: 12 },
        { directionDeg: 225, heightFt: 2, periodS: 16 },
      ],
    })
    expect(tonight?.seasFt).toEqual({ min: 4, max: 6 })
    expect(tonight?.waves.map((w) => w.heightFt)).toEqual([5, 2])
  })

  it.each([
    ['THU', { min: 0, max: 3 }, null],
    ['THU NIGHT', { min: 2, max: 2 }, null],
    ['FRI', { min: 2, max: 4 }, 14],
  ])('should read the seas of %s', (name, seas, dominant) => {
    const period = zones[0]?.periods.find((p) => p.name === name)
    expect(period?.seasFt).toEqual(seas)
    expect(period?.dominantPeriodS).toBe(dominant)
  })

  it('should give no periods for a text without zones', () => {
    expect(parseCoastalWaters('Nothing to see.\n$$\n')).toEqual([])
  })
})
