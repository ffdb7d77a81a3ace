// The allowed break types and skill levels of a spot (the seed's BreakType and SkillLevel), kept as
// text in the database and offered as selects in the admin (spot-select-field.tsx).
import type { TextField } from 'payload'
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

/** The spot's break type field: text, one of BREAK_TYPES, chosen from a select in the admin. */
export const breakTypeField = (): TextField => ({
  name: 'breakType',
  type: 'text',
  label: 'Break type',
  required: true,
  hooks: { beforeValidate: [lowerCaseChoice] },
  validate: oneOf('Break type', BREAK_TYPES),
  admin: { components: { Field: '/fields/spot-select-field#BreakTypeField' } },
})

/** The spot's skill level field: text, one of SKILL_LEVELS, chosen from a select in the admin. */
export const skillLevelField = (): TextField => ({
  name: 'skillLevel',
  type: 'text',
  label: 'Skill level',
  required: true,
  hooks: { beforeValidate: [lowerCaseChoice] },
  validate: oneOf('Skill level', SKILL_LEVELS),
  admin: { components: { Field: '/fields/spot-select-field#SkillLevelField' } },
})

/** The spot's address part from its name: "Playa Zicatela (Mexico)" → "playa-zicatela-mexico". */
export const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
