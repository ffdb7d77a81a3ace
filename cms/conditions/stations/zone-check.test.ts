import { describe, expect, it } from 'vitest'
import { zoneFlag } from './zone-check'

const windansea = { slug: 'windansea', name: 'Windansea', nwsZone: 'PZZ750', nwsOffice: 'SGX' }

describe('zoneFlag', () => {
  it('should flag a zone the office CWF no longer carries, naming the zone NWS gives today', () => {
    const flag = zoneFlag(windansea, ['PZZ700', 'PZZ740'], { id: 'PZZ740', office: 'SGX' })
    expect(flag?.message).toBe(
      "Zone PZZ750 is no longer in SGX's Coastal Waters Forecast. NWS now places the spot in PZZ740 (SGX).",
    )
    expect(flag?.lookedUp).toEqual({ id: 'PZZ740', office: 'SGX' })
  })

  it('should flag without a hint when the lookup found nothing', () => {
    const flag = zoneFlag(windansea, ['PZZ740'], null)
    expect(flag?.message).toBe("Zone PZZ750 is no longer in SGX's Coastal Waters Forecast.")
  })

  it('should not flag a zone the CWF still carries, whatever the case it was typed in', () => {
    expect(zoneFlag({ ...windansea, nwsZone: 'pzz740 ' }, ['PZZ740'], null)).toBeNull()
  })

  it('should not flag when the CWF could not be fetched or the spot has no zone', () => {
    expect(zoneFlag(windansea, null, null)).toBeNull()
    expect(zoneFlag({ ...windansea, nwsZone: null }, ['PZZ740'], null)).toBeNull()
    expect(zoneFlag({ ...windansea, nwsOffice: '' }, ['PZZ740'], null)).toBeNull()
  })
})
