import type { Access } from 'payload'

/** A signed-in user whom no admin has blocked from posting and commenting. */
export const mayPost: Access = ({ req }) =>
  Boolean(req.user) && (req.user as { postingBlocked?: boolean | null }).postingBlocked !== true
