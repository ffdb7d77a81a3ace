import { describe, expect, it } from 'vitest'
import { parseRange } from './static-files'

describe('parseRange', () => {
  it.each([
    ['no header', undefined, 100, null],
    ['not bytes', 'items=0-1', 100, null],
    ['several ranges', 'bytes=0-1,5-6', 100, null],
    ['empty range', 'bytes=-', 100, null],
    ['start and end', 'bytes=0-9', 100, { start: 0, end: 9 }],
    ['open end', 'bytes=90-', 100, { start: 90, end: 99 }],
    ['end past the file', 'bytes=50-500', 100, { start: 50, end: 99 }],
    ['suffix', 'bytes=-10', 100, { start: 90, end: 99 }],
    ['suffix longer than the file', 'bytes=-500', 100, { start: 0, end: 99 }],
    ['start past the file', 'bytes=100-', 100, 'unsatisfiable'],
    ['end before start', 'bytes=9-3', 100, 'unsatisfiable'],
    ['zero suffix', 'bytes=-0', 100, 'unsatisfiable'],
  ] as const)('%s', (_name, header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected)
  })
})
