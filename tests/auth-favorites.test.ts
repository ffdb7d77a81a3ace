import { beforeAll, describe, expect, inject, it } from 'vitest'
import { FavoriteSpots } from '../shared/contracts/favorites'
import { call, createSurfer, signIn } from './support/accounts'

let baseUrl: string
let spotIds: number[]
beforeAll(async () => {
  baseUrl = inject('baseUrl')
  const response = await fetch(`${baseUrl}/cms-api/surf-spots?limit=3&sort=id&depth=0`)
  spotIds = ((await response.json()) as { docs: { id: number }[] }).docs.map((d) => d.id)
})

const spot = (i: number) => spotIds[i] ?? 0
const favorite = (cookie: string | undefined, id: number, isFavorite: unknown) =>
  call(baseUrl, `/api/surf-spots/${id}/favorite`, {
    method: 'PATCH',
    cookie,
    body: { isFavorite },
  })
const favoritesOf = async (cookie: string) => {
  const response = await call(baseUrl, '/api/user/favorites', { cookie })
  expect(response.status).toBe(200)
  return FavoriteSpots.parse(await response.json())
}
const signedInSurfer = async () => {
  const surfer = await createSurfer(baseUrl)
  return { surfer, cookie: await signIn(baseUrl, surfer) }
}

describe('PATCH /api/surf-spots/{id}/favorite', () => {
  it('should add a favourite, idempotently, and remove it again', async () => {
    const { cookie } = await signedInSurfer()
    const first = await favorite(cookie, spot(0), true)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ spotId: spot(0), isFavorite: true })
    expect((await favorite(cookie, spot(0), true)).status).toBe(200)
    expect((await favoritesOf(cookie)).map((s) => s.id)).toEqual([spot(0)])
    expect((await favorite(cookie, spot(0), false)).status).toBe(200)
    expect((await favorite(cookie, spot(0), false)).status).toBe(200)
    expect(await favoritesOf(cookie)).toEqual([])
  })

  it('should survive a double click racing itself with one row', async () => {
    const { cookie } = await signedInSurfer()
    const answers = await Promise.all([1, 2, 3].map(() => favorite(cookie, spot(1), true)))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    expect((await favoritesOf(cookie)).map((s) => s.id)).toEqual([spot(1)])
  })

  it('should answer 404 for a spot that does not exist', async () => {
    const { cookie } = await signedInSurfer()
    expect((await favorite(cookie, 999_999, true)).status).toBe(404)
  })

  it('should answer 400 without a boolean isFavorite', async () => {
    const { cookie } = await signedInSurfer()
    const response = await favorite(cookie, spot(0), 'yes')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe(
      'isFavorite must be true or false',
    )
  })

  it('should answer 401 to a visitor', async () => {
    expect((await favorite(undefined, spot(0), true)).status).toBe(401)
  })

  it('should refuse a cross-site change with 403', async () => {
    const { cookie } = await signedInSurfer()
    const response = await call(baseUrl, `/api/surf-spots/${spot(0)}/favorite`, {
      method: 'PATCH',
      cookie,
      body: { isFavorite: true },
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(response.status).toBe(403)
    expect(await favoritesOf(cookie)).toEqual([])
  })
})

describe('GET /api/user/favorites', () => {
  it('should list the favourites with a currentCondition (or null) and isFavorite', async () => {
    const { cookie } = await signedInSurfer()
    await favorite(cookie, spot(2), true)
    const [only, ...rest] = await favoritesOf(cookie)
    expect(rest).toEqual([])
    expect(only).toMatchObject({ id: spot(2), isFavorite: true })
    expect(only && 'currentCondition' in only).toBe(true)
  })

  it('should answer 401 to a visitor', async () => {
    expect((await call(baseUrl, '/api/user/favorites')).status).toBe(401)
  })

  it('should answer 400 for a date outside today..+4', async () => {
    const { cookie } = await signedInSurfer()
    const response = await call(baseUrl, '/api/user/favorites?date=2001-01-01', { cookie })
    expect(response.status).toBe(400)
  })

  it('should mark the favourites on the spot list for that user only', async () => {
    const { cookie } = await signedInSurfer()
    await favorite(cookie, spot(0), true)
    const mine = (await (await call(baseUrl, '/api/surf-spots', { cookie })).json()) as {
      id: number
      isFavorite: boolean
    }[]
    expect(mine.filter((s) => s.isFavorite).map((s) => s.id)).toEqual([spot(0)])
    const visitor = (await (await call(baseUrl, '/api/surf-spots')).json()) as {
      isFavorite: boolean
    }[]
    expect(visitor.some((s) => s.isFavorite)).toBe(false)
  })
})

describe('another user’s favourites (IDOR)', () => {
  const setUp = async () => {
    const a = await signedInSurfer()
    const b = await signedInSurfer()
    await favorite(a.cookie, spot(0), true)
    const rows = (await (
      await call(baseUrl, '/cms-api/user-favorites', { cookie: a.cookie })
    ).json()) as {
      docs: { id: number }[]
    }
    return { a, b, rowId: rows.docs[0]?.id ?? 0 }
  }

  it('should not let user B see A’s favourites through /api or /cms-api', async () => {
    const { b, rowId } = await setUp()
    expect(await favoritesOf(b.cookie)).toEqual([])
    const one = await call(baseUrl, `/cms-api/user-favorites/${rowId}`, { cookie: b.cookie })
    expect([403, 404]).toContain(one.status)
    const list = (await (
      await call(baseUrl, '/cms-api/user-favorites', { cookie: b.cookie })
    ).json()) as {
      docs: unknown[]
    }
    expect(list.docs).toEqual([])
  })

  it('should not let user B remove A’s favourite through /cms-api', async () => {
    const { a, b, rowId } = await setUp()
    const removed = await call(baseUrl, `/cms-api/user-favorites/${rowId}`, {
      method: 'DELETE',
      cookie: b.cookie,
    })
    expect([403, 404]).toContain(removed.status)
    expect((await favoritesOf(a.cookie)).map((s) => s.id)).toEqual([spot(0)])
  })

  it('should not let user B create a favourite in A’s name through /cms-api', async () => {
    const { a, b } = await setUp()
    const created = await call(baseUrl, '/cms-api/user-favorites', {
      method: 'POST',
      cookie: b.cookie,
      body: { user: a.surfer.id, spot: spot(1) },
    })
    expect(created.status).toBe(403)
    expect((await favoritesOf(a.cookie)).map((s) => s.id)).toEqual([spot(0)])
  })

  it('should not let a visitor read any favourites through /cms-api', async () => {
    await setUp()
    const response = await call(baseUrl, '/cms-api/user-favorites')
    expect(response.status).toBe(403)
  })
})
