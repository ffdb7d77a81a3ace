// The proposal contract lists the spot collection's choices itself (shared/ imports nothing from
// cms/): the two lists must stay the same, or a proposal could be accepted into a spot it cannot be.
import { describe, expect, it } from 'vitest'
import { BREAK_TYPES, SKILL_LEVELS } from '../fields/spot-choices'
import {
  PROPOSAL_BREAK_TYPES,
  PROPOSAL_SKILL_LEVELS,
  SpotProposalInput,
} from '../../shared/contracts/surfer-proposals'
import { creditOf, locationOfPoint, slugOf } from './spot-from-proposal'
import { exposureSummaryOf } from './derive'

describe('spot proposals', () => {
  it("offer exactly the spot collection's break types and skill levels", () => {
    expect([...PROPOSAL_BREAK_TYPES]).toEqual([...BREAK_TYPES])
    expect([...PROPOSAL_SKILL_LEVELS]).toEqual([...SKILL_LEVELS])
  })

  it('take a choice in any case and refuse one not offered, naming the allowed ones', () => {
    const base = { name: 'A', latitude: 1, longitude: 2, skillLevel: 'Expert' }
    expect(SpotProposalInput.parse({ ...base, breakType: ' Reef ' }).breakType).toBe('reef')
    const bad = SpotProposalInput.safeParse({ ...base, breakType: 'wavepool' })
    expect(bad.error?.issues[0]?.message).toBe(
      'breakType is one of: beach, reef, point, river mouth',
    )
  })

  it('credit the proposer by first name and initial only', () => {
    expect(creditOf({ firstName: 'Jane', lastName: 'smith' })).toBe('Proposed by Jane S.')
    expect(creditOf({ firstName: ' ', lastName: null })).toBe('Proposed by a Firing surfer')
    expect(creditOf(null)).toBe('Proposed by a Firing surfer')
  })

  it('give a place and an address in words', () => {
    expect(locationOfPoint(36.949, -122.0245)).toBe('36.9490° N, 122.0245° W')
    expect(slugOf('Playa Zicatela (México)')).toBe('playa-zicatela-mexico')
    expect(slugOf('!!!')).toBe('spot')
  })

  it('say the swell window in words', () => {
    expect(exposureSummaryOf([{ fromDeg: 200, toDeg: 300 }])).toBe(
      'Open to swell from 200° to 300°',
    )
    expect(exposureSummaryOf([])).toBe('No open-ocean swell reaches this point')
  })
})
