// The spot-proposals hooks: a proposal made in the admin gets the point's derived values (the
// site's endpoint derives them itself, cms/surfer-proposals); accepting publishes a spot from the
// point, credited to the proposer, exactly as an editor's point-only create (the surf-spots hooks
// derive exposure, stations, zone and time zone, draw its image and refresh its conditions);
// rejecting needs a reason.
import type {
  CollectionBeforeChangeHook,
  CollectionBeforeValidateHook,
  PayloadRequest,
} from 'payload'
import { APIError } from 'payload'
import { AppError } from '../../../shared/contracts/errors'
import { derivedFromPoint } from '../../surfer-proposals/derive'
import { creditOf, locationOfPoint, spotSlugFor } from '../../surfer-proposals/spot-from-proposal'

type ProposalData = {
  status?: string | null
  reason?: string | null
  name?: string
  location?: string | null
  latitude?: number
  longitude?: number
  breakType?: string
  skillLevel?: string
  notes?: string | null
  proposer?: number | { id: number } | null
  beachFacingDegrees?: number | null
  spot?: number | { id: number } | null
}

const idOf = (v: number | { id: number } | null | undefined) =>
  typeof v === 'object' && v !== null ? v.id : (v ?? null)

const badRequest = (message: string, path: string) =>
  new APIError(message, 400, [{ path, message }], true)

/** beforeValidate on create: the proposer defaults to who creates it; the point's values are derived. */
export const deriveOnCreate: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (!data || operation !== 'create') return data
  const proposal = data as ProposalData
  const filled: Record<string, unknown> = { ...data }
  if (proposal.proposer == null && req.user) filled.proposer = req.user.id
  const { latitude, longitude } = proposal
  if (proposal.beachFacingDegrees != null) return filled
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return filled
  try {
    return { ...filled, ...(await derivedFromPoint(latitude, longitude)) }
  } catch (error) {
    if (error instanceof AppError) throw badRequest(error.message, 'latitude')
    throw error
  }
}

/**
 * beforeChange: the move to 'accepted' publishes the spot (in the same transaction: if the spot
 * cannot be made, the proposal stays as it was) and keeps its id; an accepted proposal stays
 * accepted; a rejection needs a reason.
 */
export const acceptOrReject: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const before = originalDoc as ProposalData | undefined
  const next = { ...before, ...data } as ProposalData
  if (before?.status === 'accepted' && next.status !== 'accepted') {
    throw badRequest(
      'An accepted proposal stays accepted: its spot is published. Unpublish or delete the spot instead.',
      'status',
    )
  }
  // Checked here rather than as the field's validate: Payload's REST answer names only the field.
  if (next.status === 'rejected' && !next.reason?.trim()) {
    throw badRequest('A reason is required to reject a proposal: the proposer reads it.', 'reason')
  }
  if (next.status !== 'accepted' || before?.status === 'accepted') return data
  const spotId = await publishSpotFrom(next, req)
  return { ...data, spot: spotId }
}

async function publishSpotFrom(proposal: ProposalData, req: PayloadRequest): Promise<number> {
  const { name, latitude, longitude } = proposal
  if (!name || typeof latitude !== 'number' || typeof longitude !== 'number') {
    throw badRequest('A proposal needs a name and a point to be accepted.', 'name')
  }
  const taken = await req.payload.find({
    collection: 'surf-spots',
    where: { name: { equals: name } },
    limit: 1,
    depth: 0,
    draft: true,
    req,
  })
  if (taken.docs.length > 0) {
    throw badRequest(
      `A spot named "${name}" already exists: change the proposal's name before accepting.`,
      'name',
    )
  }
  const proposerId = idOf(proposal.proposer)
  const proposer =
    proposerId === null
      ? null
      : await req.payload
          .findByID({ collection: 'users', id: proposerId, depth: 0, req })
          .catch(() => null)
  // Given only its point (and what the surfer knew), the spot's hooks derive the rest, refuse a
  // point off the coast, draw its image and queue its conditions (surf-spots publish-hooks.ts).
  const spot = await req.payload.create({
    collection: 'surf-spots',
    data: {
      name,
      slug: await spotSlugFor(req, name),
      location: proposal.location?.trim() || locationOfPoint(latitude, longitude),
      latitude,
      longitude,
      breakType: proposal.breakType,
      skillLevel: proposal.skillLevel,
      description: proposal.notes?.trim() || null,
      proposedBy: proposerId,
      credit: creditOf(proposer),
      _status: 'published',
    } as never,
    req,
  })
  return spot.id as number
}
