import { describe, expect, it } from 'vitest'
import { parseNdbcStationTable } from './ndbc-catalogue'

// Rows verbatim from NDBC's station table (cms/conditions/stations/data/ndbc_station_table.txt).
const TABLE = [
  '# STATION_ID | OWNER | TTYPE | HULL | NAME | PAYLOAD | LOCATION | TIMEZONE | FORECAST | NOTE',
  '0y2w3|CG|Weather Station||Sturgeon Bay CG Station, WI||44.794 N 87.313 W (44&#176;47\'39" N 87&#176;18\'48" W)|C| |',
  '46225|R|Waverider Buoy||Torrey Pines Outer, CA (100)||32.933 N 117.391 W (32&#176;55\'59" N 117&#176;23\'27" W)|P|FZUS56.KSGX |',
  '44017|N|3-meter foam buoy|3DV50|MONTAUK POINT - 23 NM SSW of Montauk Point, NY|SCOOP payload|40.693 N 72.049 W (40&#176;41\'34" N 72&#176;2\'56" W)|E|FZUS51.KOKX |Station recovered 2/10/23. Data will be restored during our next service visit to this location.',
  '21413|N|2.6-meter discus buoy||SOUTHEAST TOKYO - 700NM ESE of Tokyo, JP||30.512 N 152.104 E (30&#176;30\'43" N 152&#176;6\'14" E)|| |',
].join('\n')

// Rows of the same table (notes cut): moored buoys it names as wave stations, and lookalikes that are not.
const NAMED = [
  `41076|CR|Moored Buoy||CHR60WAVE||32.536 N 79.659 W (32&#176;32'11" N 79&#176;39'32" W)|E| |`,
  `41065|CR|Moored Buoy||Capers Nearshore Waves (CAP2WAVE)||32.802 N 79.619 W (32&#176;48'6" N 79&#176;37'8" W)|E|FZUS52.KCHS |`,
  `41029|CR|Moored Buoy||Capers Nearshore, SC (CAP2)||32.803 N 79.624 W (32&#176;48'12" N 79&#176;37'26" W)|E|FZUS52.KCHS |`,
  `42429|N||NDBC2|DART WAVE GLIDER STATION |DART II payload|27.401 N 85.671 W (27&#176;24'4" N 85&#176;40'17" W)|| |`,
  `wavm6|O|Water Level Observation Network||8747766 - Waveland, MS||30.282 N 89.367 W (30&#176;16'54" N 89&#176;22'0" W)|C|FZUS54.KLIX |`,
].join('\n')

describe('parseNdbcStationTable', () => {
  const buoys = parseNdbcStationTable(TABLE)

  it('should keep wave buoys with signed positions and leave out weather stations and DARTs', () => {
    expect(buoys.map((b) => b.id)).toEqual(['46225', '44017'])
    expect(buoys[0]).toMatchObject({ latitude: 32.933, longitude: -117.391, outOfService: null })
  })

  it('should carry the note of a buoy the catalogue says was recovered', () => {
    expect(buoys[1]?.outOfService).toMatch(/^Station recovered 2\/10\/23/)
  })

  it('should count a moored buoy the table names as a wave station, and only those', () => {
    const named = parseNdbcStationTable(NAMED)
    expect(named.map((b) => [b.id, b.name])).toEqual([
      ['41076', 'CHR60WAVE'],
      ['41065', 'Capers Nearshore Waves (CAP2WAVE)'],
    ])
    expect(named[0]).toMatchObject({ latitude: 32.536, longitude: -79.659, hull: 'Moored Buoy' })
  })
})
