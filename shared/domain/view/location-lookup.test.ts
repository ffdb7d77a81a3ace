import { describe, expect, it } from 'vitest'
import { locationHint, shouldSearchPlaces } from './location-lookup'

describe('shouldSearchPlaces', () => {
  it.each([
    ['ub', 0, false],
    ['  ub  ', 0, false],
    ['ulu', 0, true],
    ['Uluwatu', 1, false],
    ['', 0, false],
  ])('should search %j with %i known matches: %s', (query, known, expected) => {
    expect(shouldSearchPlaces(query, known)).toBe(expected)
  })
})

describe('locationHint', () => {
  it.each([
    [{ query: '', suggestions: 0, searching: false }, null],
    [{ query: 'ma', suggestions: 0, searching: false }, 'Type at least 3 characters to search'],
    [{ query: 'ma', suggestions: 1, searching: false }, null],
    [{ query: 'xyzzy', suggestions: 0, searching: true }, null],
    [{ query: 'xyzzy', suggestions: 0, searching: false }, 'No locations found'],
    [{ query: 'mal', suggestions: 2, searching: false }, null],
  ])('should hint %j as %j', (input, expected) => {
    expect(locationHint(input)).toBe(expected)
  })
})
