// Spots proposed by surfers (issue 36, docs/api.md 'Spots proposed by surfers'): what a signed-in
// surfer sends to POST /api/spot-proposals and what they read back from it and from
// GET /api/spot-proposals/mine. Not the admin's GET /api/admin/spot-proposal (spot-proposal.ts),
// which proposes a point's values for the editor's spot form; this one stores a surfer's proposal.
import { z } from 'zod'

// As cms/fields/spot-choices.ts lists them (the spot collection's choices): a unit test there
// checks the two lists are the same.
export const PROPOSAL_BREAK_TYPES = ['beach', 'reef', 'point', 'river mouth'] as const
export const PROPOSAL_SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const
export const PROPOSAL_STATUSES = ['pending', 'accepted', 'rejected'] as const

export const PROPOSAL_NAME_MAX = 80
export const PROPOSAL_NOTES_MAX = 1000
/** Proposals a surfer may send in a day (24 hours from the first). */
export const PROPOSALS_PER_DAY = 5
/** A spot or a pending proposal closer than this (m) is the same break. */
export const DUPLICATE_METRES = 300

const coordinate = (name: string, what: string, max: number) =>
  z
    .number({ error: `${name} is required: ${what}, a number` })
    .refine(Number.isFinite, `${name} must be a number: ${what}`)
    .refine((v) => Math.abs(v) <= max, `${name} must be between -${max} and ${max}: ${what}`)

/** A choice in lower case, as the spot collection stores it ("Reef" → "reef"). */
const choice = <T extends readonly [string, ...string[]]>(label: string, allowed: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(allowed, { error: `${label} is one of: ${allowed.join(', ')}` }),
  )

export const SpotProposalInput = z.object({
  name: z
    .string({ error: 'name is required: what surfers call the break' })
    .trim()
    .min(1, 'name is required: what surfers call the break')
    .max(PROPOSAL_NAME_MAX, `name must be at most ${PROPOSAL_NAME_MAX} characters`),
  latitude: coordinate('latitude', 'degrees, north positive, where the wave breaks', 90),
  longitude: coordinate('longitude', 'degrees, east positive', 180),
  breakType: choice('breakType', PROPOSAL_BREAK_TYPES),
  skillLevel: choice('skillLevel', PROPOSAL_SKILL_LEVELS),
  notes: z
    .string({ error: 'notes must be text' })
    .trim()
    .max(PROPOSAL_NOTES_MAX, `notes must be at most ${PROPOSAL_NOTES_MAX} characters`)
    .optional(),
})
export type SpotProposalInput = z.infer<typeof SpotProposalInput>

/** A proposal as its proposer reads it. */
export const SurferProposal = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  breakType: z.enum(PROPOSAL_BREAK_TYPES),
  skillLevel: z.enum(PROPOSAL_SKILL_LEVELS),
  notes: z.string().nullable(),
  status: z.enum(PROPOSAL_STATUSES),
  /** The editor's reason, on a rejected proposal (and any note on an accepted one); else null. */
  reason: z.string().nullable(),
  /** What the point decided: the beach's facing, the offshore wind sector, time zone, stations. */
  derived: z.object({
    beachFacingDegrees: z.number().int(),
    offshoreFromDegrees: z.number().int(),
    offshoreToDegrees: z.number().int(),
    timeZone: z.string(),
    /** The swell window in words, e.g. "open to the sea from 200° to 300°". */
    exposureSummary: z.string(),
    tideStation: z.string().nullable(),
    ndbcBuoy: z.string().nullable(),
  }),
  /** The published spot's id and address, once accepted. */
  spot: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
  createdAt: z.string(),
})
export type SurferProposal = z.infer<typeof SurferProposal>

export const SurferProposalList = z.object({ proposals: z.array(SurferProposal) })
export type SurferProposalList = z.infer<typeof SurferProposalList>
