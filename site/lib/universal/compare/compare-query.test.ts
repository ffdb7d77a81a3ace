import { describe, expect, it } from 'vitest'
import { parseCompareSpots } from './compare-query'

const KNOWN = new Set([1, 2, 3, 4, 5, 6])

describe('parseCompareSpots', () => {
  it.each([
    [['1,2,3'], [1, 2, 3]],
    [
      ['1', '2'],
      [1, 2],
    ],
    [
      ['4, 5', '', '6'],
      [4, 5, 6],
    ],
    [['1,1,2'], [1, 2]],
  ])('should read %j as spots %j', (values, ids) => {
    expect(parseCompareSpots(values, KNOWN)).toEqual({ kind: 'ok', ids })
  })

  it.each([
    [[], 'Choose at least 2 spots to compare'],
    [['3'], 'Choose at least 2 spots to compare'],
    [['1,2,3,4,5'], 'Choose at most 4 spots to compare (you chose 5)'],
    [['1,abc'], '“abc” is not a spot id: spots are chosen by number, like ?spots=1,2'],
    [['1,-2'], '“-2” is not a spot id: spots are chosen by number, like ?spots=1,2'],
    [['1,99'], 'No surf spot with id 99: choose spots from the list'],
  ])('should explain what is wrong with %j', (values, message) => {
    expect(parseCompareSpots(values, KNOWN)).toMatchObject({ kind: 'problem', message })
  })

  it('should keep the valid spots of a wrong choice so the form shows them', () => {
    expect(parseCompareSpots(['2,99'], KNOWN)).toMatchObject({ kind: 'problem', ids: [2] })
  })
})
