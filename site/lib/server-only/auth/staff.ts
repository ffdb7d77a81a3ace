import type { TypedUser } from 'payload'
import { hasRole } from '../../../../cms/access'
import { AppError } from '../../../../shared/contracts/errors'

/** 403 unless the signed-in user is an editor or an admin (the admin's own helpers). */
export function assertStaff(user: TypedUser): void {
  if (!hasRole(user, 'admin', 'editor')) {
    throw new AppError('FORBIDDEN', 'Only editors and admins may use the admin helpers')
  }
}
