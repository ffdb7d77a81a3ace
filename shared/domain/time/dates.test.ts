import { describe, expect, it } from 'vitest'
import {
  DATE_WINDOW_DAYS,
  addDays,
  dateStripLabel,
  dateWindow,
  dayOffsetOf,
  isInDateWindow,
  isIsoDate,
  isWeekend,
  resolveWindowDate,
  todayIn,
} from './dates'

describe('todayIn', () => {
  it.each([
    ['2026-11-21T03:00:00.000Z', 'America/Los_Angeles', '2026-11-20'],
    ['2026-11-21T03:00:00.000Z', 'Europe/Lisbon', '2026-11-21'],
    ['2026-11-21T15:00:00.000Z', 'Pacific/Auckland', '2026-11-22'],
  ])('should give %s in %s as %s', (now, zone, expected) => {
    expect(todayIn(zone, new Date(now))).toBe(expected)
  })
})

describe('isIsoDate', () => {
  it.each([
    ['2026-11-21', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['21/11/2026', false],
    [null, false],
  ])('should say %j is an ISO date: %s', (s, expected) => {
    expect(isIsoDate(s)).toBe(expected)
  })
})

describe('date window', () => {
  it('should hold five days from today', () => {
    expect(DATE_WINDOW_DAYS).toBe(5)
    expect(dateWindow('2026-12-30')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ])
  })

  it.each([
    ['2026-11-20', false],
    ['2026-11-21', true],
    ['2026-11-25', true],
    ['2026-11-26', false],
    ['garbage', false],
  ])('should say %s is in the window from 2026-11-21: %s', (date, expected) => {
    expect(isInDateWindow(date, '2026-11-21')).toBe(expected)
  })

  it.each([
    ['2026-11-21', 0],
    ['2026-11-25', 4],
    ['2026-11-20', -1],
    ['2027-03-01', 100],
    ['nope', null],
  ])('should give %s a day offset of %j', (date, expected) => {
    expect(dayOffsetOf(date, '2026-11-21')).toBe(expected)
  })

  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-26', '2026-11-21'],
    ['bad', '2026-11-21'],
    [null, '2026-11-21'],
  ])('should resolve a requested %j to %s', (requested, expected) => {
    expect(resolveWindowDate(requested, '2026-11-21')).toBe(expected)
  })

  it.each([
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-03-01', -1, '2026-02-28'],
    // Not written YYYY-MM-DD: read by its '-'-separated numbers, as always.
    ['2026-3-8', 1, '2026-03-09'],
    ['2026-03-08-', 1, '2026-03-09'],
  ])('should add to %s %d days giving %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected)
  })
})

describe('dateStripLabel', () => {
  it.each([
    ['2026-11-21', 'Today'],
    ['2026-11-22', 'Tomorrow'],
    ['2026-11-23', 'Mon 23'],
    ['2026-11-25', 'Wed 25'],
    ['2026-12-01', 'Tue 1'],
  ])('should label %s as %s when today is Sat 21 Nov 2026', (date, label) => {
    expect(dateStripLabel(date, '2026-11-21')).toBe(label)
  })

  it.each([
    ['2026-11-21', true],
    ['2026-11-22', true],
    ['2026-11-23', false],
  ])('should say %s is a weekend: %s', (date, expected) => {
    expect(isWeekend(date)).toBe(expected)
  })
})
