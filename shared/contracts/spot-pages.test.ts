import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor, readBbox, readNear, SpotsQuery } from './spot-pages'

const messages = (query: Record<string, string>) => {
  const result = SpotsQuery.safeParse(query)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('GET /api/surf-spots paged parameters', () => {
  it('should read near and bbox, a bbox across the antimeridian included', () => {
    expect(readNear('21.66,-158.05')).toEqual({ lat: 21.66, lon: -158.05 })
    expect(readBbox('170,-30,-170,0')).toEqual({ west: 170, south: -30, east: -170, north: 0 })
  })

  it('should say what is wrong with each bad parameter', () => {
    expect(messages({ near: '21.6' })[0]).toMatch(/^near is latitude,longitude/)
    expect(messages({ near: 'a,b' })[0]).toMatch(/^near is latitude,longitude/)
    expect(messages({ near: '91,0' })).toEqual(['near: latitude 91 is outside -90 to 90'])
    expect(messages({ near: '0,181' })).toEqual(['near: longitude 181 is outside -180 to 180'])
    expect(messages({ bbox: '1,2,3' })[0]).toMatch(/^bbox is west,south,east,north/)
    expect(messages({ bbox: '-200,0,10,10' })).toEqual(['bbox: west -200 is outside -180 to 180'])
    expect(messages({ bbox: '0,10,10,5' })).toEqual(['bbox: south 10 is north of north 5'])
    expect(messages({ q: 'a' })).toEqual(['q is 2 to 100 characters'])
    expect(messages({ q: 'x'.repeat(101) })).toEqual(['q is 2 to 100 characters'])
    expect(messages({ limit: '0' })).toEqual(['limit is a whole number from 1 to 200'])
    expect(messages({ limit: '201' })).toEqual(['limit is a whole number from 1 to 200'])
    expect(messages({ limit: 'ten' })).toEqual(['limit is a whole number from 1 to 200'])
    expect(messages({ cursor: 'not a cursor' })[0]).toMatch(/^cursor is not one this API gave/)
    expect(messages({ near: '0,0', bbox: '0,0,1,1' })).toEqual([
      'near and bbox do not go together: ask for one of them',
    ])
  })

  it('should give back what a cursor carries, names with accents included', () => {
    const state = { f: '[null,null,"ña"]', k: [2, 0, 'Peñíscola'], i: 12 }
    expect(decodeCursor(encodeCursor(state))).toEqual(state)
    expect(decodeCursor(encodeCursor(state).slice(0, -3))).toBeNull()
  })
})
