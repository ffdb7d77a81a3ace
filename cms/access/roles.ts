import type { PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor', 'surfer'] as const
export type Role = (typeof ROLES)[number]

type WithRole = { role?: Role | null } | null | undefined

/** True when the request's user has one of the given roles. */
export const hasRole = (user: PayloadRequest['user'] | WithRole, ...roles: Role[]): boolean => {
  const role = (user as WithRole)?.role
  return role != null && roles.includes(role)
}
