import { z } from 'zod'
import { UNIT_SYSTEMS } from '../domain/units/units'

// Accounts: the user, the profile rules and the auth calls. The same schemas drive the forms
// (react-hook-form) and the endpoints.

const EmailAddress = z
  .string({ error: 'Invalid email address' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Invalid email address'))

/** POST /api/auth/login: both fields required, the email an email address. */
export const LoginInput = z.object({
  email: EmailAddress,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
})
export type LoginInput = z.infer<typeof LoginInput>

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)

/** The answer to a units value that is neither 'imperial' nor 'metric'. */
export const UNITS_MESSAGE = "units is 'imperial' or 'metric'"

/** The units a page or answer is shown in; imperial when not asked. */
export const UnitsChoice = z.enum(UNIT_SYSTEMS, { error: UNITS_MESSAGE })

/**
 * POST /api/units (the header menu's form, or JSON): the choice, and the page to go back to when
 * it came from a form.
 */
export const UnitsInput = z.object({
  units: UnitsChoice,
  returnTo: z.string().max(2000).optional(),
})
export type UnitsInput = z.infer<typeof UnitsInput>

/**
 * PATCH /api/auth/user/profile: the profile form's rules and messages. `currentPassword` is
 * needed only when the email changes (never stored).
 */
export const ProfileInput = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: EmailAddress,
  currentPassword: z.string().max(200).optional(),
  /** The units the site shows this user; left as it is when absent. */
  units: UnitsChoice.optional(),
})
export type ProfileInput = z.infer<typeof ProfileInput>

/** The user as the client reads it. Ids are Payload's numeric ids. */
export const User = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  units: UnitsChoice,
})
export type User = z.infer<typeof User>

/** GET /api/login?returnTo=/path: where to land after external sign-in. */
export const LoginStartQuery = z.object({ returnTo: z.string().max(2000).optional() })

/** Why external sign-in sent the browser back to /login (the page explains each). */
export const OIDC_ERRORS = [
  'oidc-not-configured',
  'oidc-unavailable',
  'oidc-failed',
  'oidc-expired',
  'oidc-unverified-email',
  'oidc-staff-account',
] as const
export type OidcError = (typeof OIDC_ERRORS)[number]
