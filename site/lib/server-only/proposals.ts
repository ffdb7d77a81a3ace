// The signed-in surfer's proposed spots for the profile page (the same read as
// GET /api/spot-proposals/mine): [] for a visitor.
import type { AstroGlobal } from 'astro'
import { sessionUser } from '../../../cms/auth'
import { proposalsOf } from '../../../cms/surfer-proposals'
import type { SurferProposal } from '../../../shared/contracts/surfer-proposals'
import { sessionHeaders } from './auth/session-headers'

export async function myProposals(
  astro: Pick<AstroGlobal, 'locals' | 'request'>,
): Promise<SurferProposal[]> {
  const user = await sessionUser(astro.locals.payload, sessionHeaders(astro.request))
  return user ? proposalsOf(astro.locals.payload, user) : []
}
