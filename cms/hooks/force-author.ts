import type { CollectionBeforeValidateHook } from 'payload'
import { hasRole } from '../access/roles'

type Relation = number | string | { id: number | string } | null | undefined

const idOf = (value: Relation) => (typeof value === 'object' && value ? value.id : value)

/**
 * Rows a user creates are theirs: on create the `field` is set to the requesting user (admins
 * may name someone else), and on update it keeps its stored author unless an admin changes it.
 * Runs before validation, so a surfer may leave the field out at /cms-api.
 */
export const forceAuthor =
  (field: string): CollectionBeforeValidateHook =>
  ({ data, req, operation, originalDoc }) => {
    const user = req.user
    if (!data || !user || hasRole(user, 'admin')) return data
    if (operation === 'create') return { ...data, [field]: user.id }
    return {
      ...data,
      [field]: idOf((originalDoc as Record<string, Relation> | undefined)?.[field]),
    }
  }
