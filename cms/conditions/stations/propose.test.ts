import { beforeAll, describe, expect, it } from 'vitest'
import { seawardBearingDeg } from './coast'
import { proposeSpot } from './propose'

beforeAll(() => void proposeSpot({ latitude: 0, longitude: 0 }), 60_000)

describe('seawardBearingDeg', () => {
  it.each([
    ['Steamer Lane (faces S into Monterey Bay)', 36.949, -122.0245, 190],
    ['Pipeline (faces NW)', 21.665, -158.053, 315],
    ['Hossegor (faces W)', 43.67, -1.445, 270],
    ['Bondi (faces E)', -33.891, 151.278, 110],
  ])('should point %s out to sea within 20°', (_name, lat, lon, facing) => {
    const found = seawardBearingDeg(lat, lon)
    const off = Math.abs((((found ?? NaN) - facing + 540) % 360) - 180)
    expect(off).toBeLessThanOrEqual(20)
  })

  it('should have no answer far out at sea', () => {
    expect(seawardBearingDeg(30, -140)).toBeNull()
  })
})

describe('proposeSpot', () => {
  it('should centre the offshore sector straight off the land and keep a given facing', () => {
    const p = proposeSpot({ latitude: -38.37, longitude: 144.283, facingDeg: 150 })
    expect(p).toMatchObject({
      beachFacingDegrees: 150,
      offshoreFromDegrees: 285,
      offshoreToDegrees: 15,
      timeZone: 'Australia/Melbourne',
      isUS: false,
      tideStation: 'ticon/point_lonsdale-60730-aus-bom',
      ndbcBuoy: null,
      breakType: 'beach',
      skillLevel: 'intermediate',
    })
  })
})
