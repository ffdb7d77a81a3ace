// The endpoints a signed-in surfer of this site calls that other apps may want to know about,
// documented beside the public GETs (document.ts) but never public: no CORS, no ETag, the session
// cookie required. Kept out of PUBLIC_ROUTES so the public read rules never apply to them.
import type { z } from 'zod'
import {
  SpotProposalInput,
  SurferProposal,
  SurferProposalList,
} from '../../../../shared/contracts/surfer-proposals'

export type SignedInRoute = {
  method: 'get' | 'post'
  path: `/api/${string}`
  summary: string
  description: string
  body?: z.ZodType
  status: 200 | 201
  answer: z.ZodType
  /** The error statuses it answers besides 401, each with what it means. */
  errors: Partial<Record<400 | 403 | 409 | 429, string>>
}

export const SIGNED_IN_ROUTES: readonly SignedInRoute[] = [
  {
    method: 'post',
    path: '/api/spot-proposals',
    summary: 'Propose a point as a surf spot',
    description:
      'A signed-in surfer proposes a point where a wave breaks. It is stored pending until an editor accepts it (a published spot credited to the surfer) or rejects it with a reason. Only the proposer and staff read it.',
    body: SpotProposalInput,
    status: 201,
    answer: SurferProposal,
    errors: {
      400: 'A field missing, too long or not one of the choices; the point on land, more than 5 km from a coast or with no open water around it',
      403: 'A write from another site',
      409: 'A published spot or a pending proposal lies within 300 m, or a spot has the name',
      429: 'More than 5 proposals in a day',
    },
  },
  {
    method: 'get',
    path: '/api/spot-proposals/mine',
    summary: "The signed-in surfer's proposed spots",
    description:
      'Newest first, each with its state (pending, accepted, rejected), the editor’s reason and, once accepted, the published spot.',
    status: 200,
    answer: SurferProposalList,
    errors: {},
  },
]
