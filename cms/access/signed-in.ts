import type { Access } from 'payload'

/** Any signed-in user (surfer, editor or admin); rows they create are theirs (force-author hook). */
export const isSignedIn: Access = ({ req }) => Boolean(req.user)
