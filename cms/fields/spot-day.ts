import type { CollectionConfig, Field, JSONField, NumberField, TextField } from 'payload'
import { publicReadAdminWrite } from '../access/public-read'
import { dataAdmin } from '../admin/nav'
import { isoDateField } from './iso-date'
import { spotField } from './spot'

/** Plain number columns, one per name. */
export const numberFields = (...names: string[]): NumberField[] =>
  names.map((name) => ({ name, type: 'number' }))

/** Plain text columns, one per name. */
export const textFields = (...names: string[]): TextField[] =>
  names.map((name) => ({ name, type: 'text' }))

/** JSON columns, one per name (read through the contracts' zod schemas). */
export const jsonFields = (...names: string[]): JSONField[] =>
  names.map((name) => ({ name, type: 'json' }))

/**
 * A collection of computed rows, one per spot and local date (conditions, forecasts, reports):
 * public reads, admin writes (shown to admins only), unique on spot + date, the spot and date columns first.
 */
export function spotDayCollection(
  slug: string,
  dateField: string,
  fields: Field[],
): CollectionConfig {
  return {
    slug,
    access: publicReadAdminWrite,
    admin: dataAdmin,
    indexes: [{ fields: ['spot', dateField], unique: true }],
    fields: [spotField(), isoDateField(dateField), ...fields],
    timestamps: true,
  }
}
