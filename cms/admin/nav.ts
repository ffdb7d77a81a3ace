import type { ClientUser } from 'payload'
import { hasRole } from '../access/roles'

// The admin's navigation: what editors write, what the community writes, and
// what the machine writes. Payload lists collections under their `admin.group`, in this order.

/** Blog, shapers, who we are, spots, cams: the pages editors write. */
export const CONTENT = 'Content'

/** Posts, comments and their moderation: what surfers write. */
export const COMMUNITY = 'Community'

/** Ingestion's rows and the surfers' own bookkeeping: admins only, never edited by hand. */
export const DATA = 'Data'

/** Hides a collection from everyone but admins: editors never open the machine-written rows. */
export const hiddenFromNonAdmins = ({ user }: { user: ClientUser }): boolean =>
  !hasRole(user as Parameters<typeof hasRole>[0], 'admin')

/** The `admin` keys of a Data collection: grouped, and shown to admins only. */
export const dataAdmin = { group: DATA, hidden: hiddenFromNonAdmins } as const
