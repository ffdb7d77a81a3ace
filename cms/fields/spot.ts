import type { RelationshipField } from 'payload'

/** The surf spot a row belongs to. */
export const spotField = (overrides: Partial<RelationshipField> = {}): RelationshipField =>
  ({
    name: 'spot',
    type: 'relationship',
    relationTo: 'surf-spots',
    required: true,
    index: true,
    ...overrides,
  }) as RelationshipField

/** The user a row belongs to. */
export const userField = (name = 'user'): RelationshipField => ({
  name,
  type: 'relationship',
  relationTo: 'users',
  required: true,
  index: true,
})
