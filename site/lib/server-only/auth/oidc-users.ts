// The account behind an external sign-in: the user with the provider's verified email, or a new
// one. No subject is stored (no schema change): the verified address is the link.
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { shownImage } from '../../../../cms/auth'
import type { OidcError } from '../../../../shared/contracts/auth'
import type { OidcProfile } from './oidc'

/** An external sign-in that must not go ahead; the code tells /login what to explain. */
export class OidcRefusal extends Error {
  constructor(readonly code: OidcError) {
    super(code)
    this.name = 'OidcRefusal'
  }
}

const STAFF_ROLES = new Set(['admin', 'editor'])

/** The id of the user this profile signs in as, created when no account has the address. */
export async function accountFor(payload: Payload, profile: OidcProfile): Promise<number> {
  if (!profile.email || !profile.emailVerified) throw new OidcRefusal('oidc-unverified-email')
  // The lookup spans accounts (users may read only themselves), so access is overridden here.
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: profile.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = docs[0] as { id: number; role?: string | null } | undefined
  if (existing) {
    // Staff keep their password sign-in: an outside provider never opens the admin.
    if (existing.role && STAFF_ROLES.has(existing.role)) throw new OidcRefusal('oidc-staff-account')
    return existing.id
  }
  const created = await payload.create({
    collection: 'users',
    data: {
      email: profile.email,
      // A password nobody knows: this account signs in through its provider (or a reset).
      password: randomBytes(32).toString('base64url'),
      firstName: profile.firstName,
      lastName: profile.lastName,
      // A provider's picture lives on its own host: pages show only Firing's files.
      profileImageUrl: shownImage(profile.picture),
      role: 'surfer',
    },
    overrideAccess: true,
  })
  return Number(created.id)
}
