import { describe, expect, it } from 'vitest'
import { breakTypeOf, fieldsOf, skillLevelOf } from './properties'

describe('breakTypeOf', () => {
  it.each([
    ['beach', 'beach'],
    ['Beach_Break', 'beach'],
    ['sand', 'beach'],
    ['reef_break', 'reef'],
    ['Coral', 'reef'],
    ['point break', 'point'],
    ['river_mouth', 'river mouth'],
    ['estuary', 'river mouth'],
    ['wavepool', 'beach'],
    [undefined, 'beach'],
    [7, 'beach'],
  ])('should map %s to %s', (value, expected) => {
    expect(breakTypeOf(value)).toBe(expected)
  })
})

describe('skillLevelOf', () => {
  it.each([
    ['Beginner', 'beginner'],
    ['novice', 'beginner'],
    ['medium', 'intermediate'],
    ['experienced', 'advanced'],
    ['pro', 'expert'],
    ['all', 'intermediate'],
    [null, 'intermediate'],
  ])('should map %s to %s', (value, expected) => {
    expect(skillLevelOf(value)).toBe(expected)
  })
})

describe('fieldsOf', () => {
  it.each([[null], [{}], [{ name: '   ' }], [{ name: 42 }]])(
    'should refuse %o for having no name',
    (properties) => {
      expect(fieldsOf(properties)).toEqual({
        refused: 'The feature has no name: properties.name is required.',
      })
    },
  )

  it('should refuse a name over 80 characters', () => {
    expect(fieldsOf({ name: 'x'.repeat(81) })).toEqual({
      refused: 'The name is longer than 80 characters.',
    })
  })

  it('should trim the name, keep the place and cut a long description at a word', () => {
    const fields = fieldsOf({
      name: '  Praia  do Norte ',
      location: 'Nazaré, Portugal',
      description: `${'word '.repeat(500)}end`,
    })
    expect(fields).toMatchObject({ name: 'Praia do Norte', location: 'Nazaré, Portugal' })
    const description = 'description' in fields ? (fields.description ?? '') : ''
    expect(description.length).toBeLessThanOrEqual(2000)
    expect(description.endsWith('word…')).toBe(true)
  })
})
