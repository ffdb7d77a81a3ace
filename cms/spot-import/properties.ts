// A feature's properties as a spot's fields (docs/editors.md 'Importing spots'). OpenStreetMap
// tags surf breaks loosely ("reef_break", "Sand", "pro"), so the usual spellings are mapped onto
// the collection's choices; a missing or unknown value takes a default (beach, intermediate) that
// the result does not flag: an editor corrects it on the spot.
import type { BREAK_TYPES, SKILL_LEVELS } from '../fields/spot-choices'
import { IMPORT_DESCRIPTION_MAX } from '../../shared/contracts/spot-import'
import { PROPOSAL_NAME_MAX } from '../../shared/contracts/surfer-proposals'

type BreakType = (typeof BREAK_TYPES)[number]
type SkillLevel = (typeof SKILL_LEVELS)[number]

export const DEFAULT_BREAK_TYPE: BreakType = 'beach'
export const DEFAULT_SKILL_LEVEL: SkillLevel = 'intermediate'

const BREAK_WORDS: Record<string, BreakType> = {
  beach: 'beach',
  beachbreak: 'beach',
  sand: 'beach',
  sandbar: 'beach',
  reef: 'reef',
  reefbreak: 'reef',
  coral: 'reef',
  rock: 'reef',
  ledge: 'reef',
  point: 'point',
  pointbreak: 'point',
  rivermouth: 'river mouth',
  river: 'river mouth',
  estuary: 'river mouth',
}

const SKILL_WORDS: Record<string, SkillLevel> = {
  beginner: 'beginner',
  beginners: 'beginner',
  novice: 'beginner',
  easy: 'beginner',
  intermediate: 'intermediate',
  medium: 'intermediate',
  advanced: 'advanced',
  experienced: 'advanced',
  hard: 'advanced',
  expert: 'expert',
  experts: 'expert',
  pro: 'expert',
  professional: 'expert',
}

/** "Reef_Break", "reef break", "reef-break" → "reefbreak": the key the word tables use. */
const keyOf = (value: unknown) =>
  typeof value === 'string' ? value.toLowerCase().replace(/[^a-z]/g, '') : ''

export const breakTypeOf = (value: unknown): BreakType =>
  BREAK_WORDS[keyOf(value)] ?? DEFAULT_BREAK_TYPE

export const skillLevelOf = (value: unknown): SkillLevel =>
  SKILL_WORDS[keyOf(value)] ?? DEFAULT_SKILL_LEVEL

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''

/** The text cut at the last word before `max` characters, with an ellipsis. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text
  const head = text.slice(0, max - 1)
  const space = head.lastIndexOf(' ')
  return `${space > max / 2 ? head.slice(0, space) : head}…`
}

export type ImportedFields = {
  name: string
  breakType: BreakType
  skillLevel: SkillLevel
  location: string | null
  description: string | null
}

/** The spot's fields from a feature's properties; a reason instead when it cannot be a spot. */
export function fieldsOf(
  properties: Record<string, unknown> | null | undefined,
): ImportedFields | { refused: string } {
  const p = properties ?? {}
  const name = textOf(p.name)
  if (!name) return { refused: 'The feature has no name: properties.name is required.' }
  if (name.length > PROPOSAL_NAME_MAX) {
    return { refused: `The name is longer than ${PROPOSAL_NAME_MAX} characters.` }
  }
  const location = textOf(p.location)
  const description = typeof p.description === 'string' ? p.description.trim() : ''
  return {
    name,
    breakType: breakTypeOf(p.breakType),
    skillLevel: skillLevelOf(p.skillLevel),
    location: location ? cut(location, 120) : null,
    description: description ? cut(description, IMPORT_DESCRIPTION_MAX) : null,
  }
}
