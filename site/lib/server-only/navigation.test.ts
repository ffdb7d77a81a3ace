import { describe, expect, it } from 'vitest'
import { activeTabFor } from './navigation'

describe('activeTabFor', () => {
  it.each([
    ['/', 'Spots'],
    ['/spots', 'Spots'],
    ['/surf-spots/', 'Spots'],
    ['/map', 'Map'],
    ['/surf-map', 'Map'],
    ['/summary', 'Summary'],
    ['/favorites', 'Favorites'],
    ['/profile', null],
    ['/spot/1/report', null],
  ])('should mark %s as %s', (path, tab) => {
    expect(activeTabFor(path)).toBe(tab)
  })
})
