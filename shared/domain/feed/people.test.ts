import { describe, expect, it } from 'vitest'
import { displayName, fullName, initialsOf } from './people'

describe('initialsOf', () => {
  it.each([
    [{ firstName: 'kelly', lastName: 'Slater', email: 'k@x.io' }, 'KS'],
    [{ firstName: 'Kelly', lastName: null, email: 'k@x.io' }, 'K'],
    [{ firstName: null, lastName: 'Slater', email: 'k@x.io' }, 'S'],
    [{ firstName: '  ', lastName: '', email: 'surfer@x.io' }, 'S'],
    [{ firstName: null, lastName: null, email: '' }, 'U'],
    [null, 'U'],
  ])('should give %j the initials %s', (person, expected) => {
    expect(initialsOf(person)).toBe(expected)
  })
})

describe('displayName', () => {
  it.each([
    [{ firstName: 'Layne' }, 'Layne'],
    [{ firstName: ' ' }, 'Surfer'],
    [{ firstName: null }, 'Surfer'],
    [null, 'Surfer'],
  ])('should call %j %s', (person, expected) => {
    expect(displayName(person)).toBe(expected)
  })
})

describe('fullName', () => {
  it.each([
    [{ firstName: 'Layne', lastName: 'Beachley' }, 'Layne Beachley'],
    [{ firstName: 'Layne', lastName: null }, 'Layne'],
    [{ firstName: null, lastName: null }, null],
  ])('should name %j %j', (person, expected) => {
    expect(fullName(person)).toBe(expected)
  })
})
