import type { Access } from 'payload'

/** Nobody, admins included: e.g. the moderation log is never changed or removed. */
export const nobody: Access = () => false
