import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../shared/contracts/errors'
import { SpotProposal } from '../../shared/contracts/spot-proposal'
import type { SampleServer } from '../conditions/upstream/sample-server/server'
import { startSampleServer } from '../conditions/upstream/sample-server/server'
import { proposeSpot } from './spot-proposal'

const refusal = async (lat: number, lon: number) => {
  try {
    await proposeSpot(lat, lon)
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message }
    throw error
  }
  return null
}

describe("proposals from a new spot's point", () => {
  // The NWS zone lookup goes to the fake upstream, as in sample mode.
  let fake: SampleServer
  const env = process.env.UPSTREAM_BASE_URL
  beforeAll(async () => {
    fake = await startSampleServer()
    process.env.UPSTREAM_BASE_URL = fake.url
    // The first call indexes the 1:10m coastline (a few seconds on a busy machine).
    await proposeSpot(43.67, -1.45)
  }, 60_000)
  afterAll(async () => {
    if (env === undefined) delete process.env.UPSTREAM_BASE_URL
    else process.env.UPSTREAM_BASE_URL = env
    await fake.close()
  })

  it('proposes a west-facing California beach with US stations, an inland NWS point and its zone', async () => {
    // Huntington Beach pier, in the water off the sand.
    const proposal = SpotProposal.parse(await proposeSpot(33.652, -118.008))
    expect(proposal.isUS).toBe(true)
    expect(proposal.timeZone).toBe('America/Los_Angeles')
    // The beach faces SSW-SW.
    expect(proposal.beachFacingDegrees).toBeGreaterThan(180)
    expect(proposal.beachFacingDegrees).toBeLessThan(250)
    // Offshore is straight off the land ± 45°.
    const mid = (proposal.offshoreFromDegrees + 45) % 360
    expect(Math.abs(mid - ((proposal.beachFacingDegrees + 180) % 360))).toBeLessThanOrEqual(1)
    expect(proposal.exposure.swellWindow.length).toBeGreaterThan(0)
    expect(proposal.tide?.id).toMatch(/^\d{7}$/)
    expect(proposal.buoy).not.toBeNull()
    expect(proposal.nwsPoint).not.toBeNull()
    expect(proposal.nwsPoint!.latitude).toBeGreaterThan(33.652)
    expect(proposal.nwsZone).toEqual({ id: 'PZZ655', office: 'LOX' })
  })

  it('gives a non-US spot no NWS point and no zone', async () => {
    // Hossegor, France.
    const proposal = await proposeSpot(43.67, -1.45)
    expect(proposal.isUS).toBe(false)
    expect(proposal.timeZone).toBe('Europe/Paris')
    expect(proposal.nwsPoint).toBeNull()
    expect(proposal.nwsZone).toBeNull()
  })

  it('refuses a point on land and one far out at sea with a 400 saying why', async () => {
    expect(await refusal(39.74, -104.99)).toMatchObject({ status: 400, message: /on land/ })
    expect(await refusal(30, -140)).toMatchObject({ status: 400, message: /from any coast/ })
  })
})
