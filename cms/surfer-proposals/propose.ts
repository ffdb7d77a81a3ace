// A signed-in surfer's proposal of a spot (POST /api/spot-proposals, docs/api.md): the point
// checked as the admin's spot form checks it (400 on land, far from a coast, no open water),
// refused as a duplicate when a published spot or a pending proposal lies within 300 m or a spot
// has the name (409), limited to 5 a day per surfer on the shared counters in PostgreSQL (429),
// then stored pending with its derived values. Read back only by the proposer and staff.
import type { Payload, TypedUser, Where } from 'payload'
import { serverWriteContext } from '../access/server-write'
import { sharedCounter } from '../limits'
import { AppError } from '../../shared/contracts/errors'
import {
  DUPLICATE_METRES,
  PROPOSALS_PER_DAY,
  type SpotProposalInput,
  type SurferProposal,
} from '../../shared/contracts/surfer-proposals'
import { greatCircleKm } from '../../shared/domain/units/geo'
import { derivedFromPoint } from './derive'
import { toSurferProposal, type ProposalDoc } from './shape'

const DAY_S = 24 * 60 * 60
const proposalsToday = sharedCounter('spot-proposals', DAY_S)

export const PROPOSALS_LIMITED_MESSAGE = `You can propose ${PROPOSALS_PER_DAY} spots a day. Please try again tomorrow.`

/** Rows with a point inside the box around (lat, lon) that holds every point within `metres`. */
export function nearBox(lat: number, lon: number, metres: number): Where {
  const dLat = metres / 111_000 + 1e-6
  const dLon = dLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180))
  return {
    and: [
      { latitude: { greater_than_equal: lat - dLat } },
      { latitude: { less_than_equal: lat + dLat } },
      { longitude: { greater_than_equal: lon - dLon } },
      { longitude: { less_than_equal: lon + dLon } },
    ],
  }
}

type Located = { id: number; name: string; latitude: number; longitude: number }

export async function nearest(
  payload: Payload,
  collection: 'surf-spots' | 'spot-proposals',
  where: Where,
  at: { latitude: number; longitude: number },
): Promise<{ row: Located; metres: number } | null> {
  const { docs } = await payload.find({
    collection,
    where,
    select: { name: true, latitude: true, longitude: true },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  const found = (docs as unknown as Located[])
    .map((row) => ({
      row,
      metres: greatCircleKm(at.latitude, at.longitude, row.latitude, row.longitude) * 1000,
    }))
    .filter((c) => c.metres <= DUPLICATE_METRES)
    .sort((a, b) => a.metres - b.metres)
  return found[0] ?? null
}

/** 409 when the point or the name is already a spot, or a pending proposal is that close. */
async function refuseDuplicate(payload: Payload, input: SpotProposalInput): Promise<void> {
  const { latitude, longitude } = input
  const box = nearBox(latitude, longitude, DUPLICATE_METRES)
  const spot = await nearest(
    payload,
    'surf-spots',
    { and: [box, { _status: { equals: 'published' } }] },
    input,
  )
  if (spot) {
    throw new AppError(
      'CONFLICT',
      `${spot.row.name} is already a spot ${Math.round(spot.metres)} m from this point: spots must be more than ${DUPLICATE_METRES} m apart.`,
    )
  }
  const pending = await nearest(
    payload,
    'spot-proposals',
    { and: [box, { status: { equals: 'pending' } }] },
    input,
  )
  if (pending) {
    throw new AppError(
      'CONFLICT',
      `A spot proposed ${Math.round(pending.metres)} m from this point is waiting for an editor: spots must be more than ${DUPLICATE_METRES} m apart.`,
    )
  }
  const named = await payload.find({
    collection: 'surf-spots',
    where: { name: { equals: input.name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (named.docs.length > 0) {
    throw new AppError(
      'CONFLICT',
      `A spot named "${input.name}" already exists: choose another name.`,
    )
  }
}

/** Stores the surfer's proposal, pending, and answers it as they read it. */
export async function proposeSpotAsSurfer(input: {
  payload: Payload
  user: TypedUser
  proposal: SpotProposalInput
}): Promise<SurferProposal> {
  const { payload, user, proposal } = input
  const derived = await derivedFromPoint(proposal.latitude, proposal.longitude)
  await refuseDuplicate(payload, proposal)
  // Counted only once the proposal would be stored, so a mistyped point costs nothing.
  const key = `user:${user.id}`
  const { consumed } = await proposalsToday.hit(key)
  if (consumed > PROPOSALS_PER_DAY) {
    await proposalsToday.refund(key)
    throw new AppError('RATE_LIMITED', PROPOSALS_LIMITED_MESSAGE)
  }
  try {
    const doc = await payload.create({
      collection: 'spot-proposals',
      data: {
        name: proposal.name,
        latitude: proposal.latitude,
        longitude: proposal.longitude,
        breakType: proposal.breakType,
        skillLevel: proposal.skillLevel,
        notes: proposal.notes || null,
        proposer: user.id,
        status: 'pending',
        ...derived,
      },
      user,
      overrideAccess: false,
      context: serverWriteContext,
      depth: 0,
    })
    return toSurferProposal(doc as unknown as ProposalDoc)
  } catch (error) {
    await proposalsToday.refund(key)
    throw error
  }
}

/** The surfer's own proposals, newest first, read as them (the collection's access decides). */
export async function proposalsOf(payload: Payload, user: TypedUser): Promise<SurferProposal[]> {
  const { docs } = await payload.find({
    collection: 'spot-proposals',
    where: { proposer: { equals: user.id } },
    sort: '-createdAt',
    depth: 1,
    limit: 200,
    pagination: false,
    user,
    overrideAccess: false,
    // The published spot's slug, not its whole document.
    populate: { 'surf-spots': { slug: true } },
  })
  return (docs as unknown as ProposalDoc[]).map(toSurferProposal)
}
