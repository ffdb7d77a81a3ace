import type { TextField } from 'payload'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A calendar date kept as 'YYYY-MM-DD' text: conditions are per local spot date, not an instant. */
export const isoDateField = (name: string, overrides: Partial<TextField> = {}): TextField =>
  ({
    name,
    type: 'text',
    required: true,
    index: true,
    validate: (value: unknown) =>
      typeof value === 'string' && ISO_DATE.test(value) ? true : 'Use a date like 2026-11-21',
    ...overrides,
  }) as TextField
