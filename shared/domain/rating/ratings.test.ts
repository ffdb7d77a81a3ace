import { describe, expect, it } from 'vitest'
import { RATINGS, isRating, ratingLabel, ratingRank, toRating } from './ratings'

describe('ratings', () => {
  it('should list the scale best to worst', () => {
    expect(RATINGS).toEqual(['epic', 'firing', 'good', 'rideable', 'not working'])
  })

  it.each([
    ['epic', 1],
    ['firing', 2],
    ['good', 3],
    ['rideable', 4],
    ['not working', 5],
    ['fair', 6],
    ['', 6],
    [null, 6],
    [undefined, 6],
  ])('should rank %j as %i', (rating, rank) => {
    expect(ratingRank(rating)).toBe(rank)
  })

  it.each([
    ['epic', 'EPIC'],
    ['firing', 'FIRING'],
    ['good', 'GOOD'],
    ['rideable', 'RIDEABLE'],
    ['not working', 'NOT WORKING'],
    ['flat', 'unknown'],
    [null, 'unknown'],
  ])('should label %j as %s', (rating, label) => {
    expect(ratingLabel(rating)).toBe(label)
  })

  it.each([
    ['epic', true],
    ['not working', true],
    ['EPIC', false],
    ['fair', false],
    [3, false],
    [null, false],
  ])('should say isRating(%j) is %s', (x, expected) => {
    expect(isRating(x)).toBe(expected)
  })

  it.each([
    [' Epic ', 'epic'],
    ['NOT WORKING', 'not working'],
    ['fair', null],
    [42, null],
  ])('should read %j leniently as %j', (x, expected) => {
    expect(toRating(x)).toBe(expected)
  })
})
