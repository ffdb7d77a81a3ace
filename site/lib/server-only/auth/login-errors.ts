import { OIDC_ERRORS, type OidcError } from '../../../../shared/contracts/auth'

const MESSAGES: Record<OidcError, string> = {
  'oidc-not-configured':
    'External sign-in is not set up on this server. Sign in with your email and password instead.',
  'oidc-unavailable': 'The sign-in provider could not be reached. Please try again in a moment.',
  'oidc-failed': 'External sign-in did not complete. Please try again.',
  'oidc-expired': 'That sign-in took too long or was already used. Please start again.',
  'oidc-unverified-email':
    'Your account at the provider has no verified email address. Verify it there, then try again.',
  'oidc-staff-account':
    'This address belongs to a staff account, which signs in with its password only.',
}

/** What /login says for the `error` its sign-in endpoints sent back, or null. */
export function loginErrorMessage(code: string | null): string | null {
  return code && (OIDC_ERRORS as readonly string[]).includes(code)
    ? MESSAGES[code as OidcError]
    : null
}
