// The allowed break types and skill levels of a spot (the seed's BreakType and SkillLevel), kept as
// text in the database and offered as selects in the admin (spot-select-field.tsx).
import type { BreakType, SkillLevel } from '../seed/data/spots'

export const BREAK_TYPES = [
  'beach',
  'reef',
  'point',
  'river mouth',
] as const satisfies readonly BreakType[]
export const SKILL_LEVELS = [
  'beginner',
  'intermediate',
  'advanced',
  'expert',
] as const satisfies readonly SkillLevel[]

// Every member of the seed's unions is offered: adding one there without here fails to compile.
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : never
export const ALL_LISTED: [
  Missing<BreakType, (typeof BREAK_TYPES)[number]>,
  Missing<SkillLevel, (typeof SKILL_LEVELS)[number]>,
] = [true, true]

/** A Payload `validate` for a text field that must be one of `allowed`. */
export const oneOf =
  (label: string, allowed: readonly string[]) =>
  (value: unknown): true | string =>
    typeof value === 'string' && allowed.includes(value)
      ? true
      : `${label} is one of: ${allowed.join(', ')}`

/** A field hook that stores a choice in lower case ("Reef" → "reef"), as the list spells it. */
export const lowerCaseChoice = ({ value }: { value?: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value
