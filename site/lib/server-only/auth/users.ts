// Payload user documents → the contract's User (the only shape that leaves the server).
import type { Payload } from 'payload'
import { z } from 'zod'
import type { User } from '../../../../shared/contracts/auth'
import { toUnits } from '../../../../shared/domain/units/units'
import { shownImage } from '../../../../cms/auth'

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null)

const UserDoc = z.object({
  id: z.number(),
  email: z.string(),
  firstName: text,
  lastName: text,
  // A picture saved before only Firing's files were allowed is dropped, never shown.
  profileImageUrl: text.transform(shownImage),
  // Accounts made before units were stored have none: the default until they choose.
  units: z.unknown().transform(toUnits),
})

/** The public fields of a user document; nothing else (hashes, sessions, role) ever leaves. */
export function toUser(doc: unknown): User {
  return UserDoc.parse(doc)
}

export const EMAIL_TAKEN_MESSAGE = 'That email address is already used by another account.'

/** True when another account already uses `email` (emails are stored lower-cased). */
export async function isEmailTaken(payload: Payload, email: string, exceptId: number) {
  // Users may only read themselves, so this one uniqueness check looks across accounts.
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() }, id: { not_equals: exceptId } },
    overrideAccess: true,
  })
  return totalDocs > 0
}
