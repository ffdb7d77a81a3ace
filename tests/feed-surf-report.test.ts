// A Discover post's optional surf report ("How was it?") on the real server: all five
// fields or none, each bad field's message, the 24 h window, one report per spot per 3 hours,
// editing and removing it with the post, and `surfReport` on every read of the post.
import { io as connect, type Socket } from 'socket.io-client'
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { FeedPost, FeedPostList } from '../shared/contracts/feed'
import type { ServerToClientEvents } from '../shared/contracts/socket-events'
import {
  getJson,
  postForm,
  type PostFields,
  type Session,
  surferSession,
  write,
} from './support/feed'

const baseUrl = () => inject('baseUrl')
const HOUR = 3_600_000
let spot: { id: number; name: string; timeZone?: string }
let otherSpot: { id: number; name: string }
let surfer: Session

beforeAll(async () => {
  const spots = (await getJson(baseUrl(), '/api/surf-spots')).body as { id: number; name: string }[]
  if (!spots[0] || !spots[1]) throw new Error('no seeded spots')
  ;[spot, otherSpot] = [spots[0], spots[1]]
})

// A fresh surfer per test: the 3-hour rule is per surfer.
beforeEach(async () => {
  surfer = await surferSession(baseUrl(), { firstName: 'Kai' })
})

const ago = (ms: number) => new Date(Date.now() - ms).toISOString()

const reportFields = (over: Record<string, string> = {}) => ({
  reportSpotId: String(spot.id),
  reportSurfedAt: ago(HOUR),
  reportSize: '3-4',
  reportRating: 'good',
  reportWind: 'clean',
  ...over,
})

const post = (fields: Record<string, string>, session: Session = surfer) =>
  postForm(baseUrl(), session, { content: 'Glassy sets', ...fields } as PostFields)

async function postReport(over: Record<string, string> = {}): Promise<FeedPost> {
  const response = await post(reportFields(over))
  if (response.status !== 201) throw new Error(`post: ${response.status} ${await response.text()}`)
  return FeedPost.parse(await response.json())
}

/** The surfer's posts as a visitor lists them: proof of what was (or was not) stored. */
async function myPosts(session: Session = surfer): Promise<FeedPost[]> {
  const { body } = await getJson(baseUrl(), '/api/feed?limit=50')
  return FeedPostList.parse(body).filter((p) => p.userId === session.id)
}

describe('POST /api/feed with a surf report', () => {
  it('should create the post with its report and answer it as surfReport', async () => {
    const surfedAt = ago(2 * HOUR)
    const made = await postReport({ reportSurfedAt: surfedAt, reportWind: 'textured' })
    expect(made.surfReport).toMatchObject({
      spotId: spot.id,
      spotName: spot.name,
      surfedAt,
      size: '3-4',
      rating: 'good',
      wind: 'textured',
    })
    expect(made.surfReport?.timeZone).toMatch(/\S/)
  })

  it('should answer surfReport null for a post without one', async () => {
    const response = await post({})
    expect(response.status).toBe(201)
    expect(FeedPost.parse(await response.json()).surfReport).toBeNull()
  })

  it('should carry surfReport on the list, the single post and the spot posts', async () => {
    // Spot posts are chosen by the post's spot or location, as the spot screen posts.
    const made = await postReport({ spotId: String(spot.id) })
    const list = FeedPostList.parse((await getJson(baseUrl(), '/api/feed?limit=50')).body)
    expect(list.find((p) => p.id === made.id)?.surfReport).toEqual(made.surfReport)
    const single = FeedPost.parse((await getJson(baseUrl(), `/api/feed/${made.id}`)).body)
    expect(single.surfReport).toEqual(made.surfReport)
    const spotPosts = FeedPostList.parse(
      (await getJson(baseUrl(), `/api/feed?spotId=${spot.id}&limit=50`)).body,
    )
    expect(spotPosts.find((p) => p.id === made.id)?.surfReport).toEqual(made.surfReport)
  })

  it('should refuse some but not all report fields and store nothing', async () => {
    const response = await post({ reportSize: '3-4', reportRating: 'good' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; errors: { path: string }[] }
    expect(body.message).toBe('Add all five report fields or none: reportSpotId is missing')
    expect(body.errors.map((e) => e.path)).toEqual(['reportSpotId', 'reportSurfedAt', 'reportWind'])
    expect(await myPosts()).toEqual([])
  })

  it.each([
    ['reportSize', '5-7', 'reportSize must be one of flat, 1-2, 2-3, 3-4, 4-6, 6-8, 8-10, 10+'],
    [
      'reportRating',
      'great',
      'reportRating must be one of epic, firing, good, rideable, not working',
    ],
    ['reportWind', 'glassy', 'reportWind must be one of clean, textured, choppy'],
    ['reportSurfedAt', 'this morning', 'reportSurfedAt must be a date and time (ISO 8601)'],
    ['reportSpotId', '987654', 'reportSpotId must be a known spot'],
  ])('should refuse a bad %s with 400 and its message', async (field, value, message) => {
    const response = await post(reportFields({ [field]: value }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message, errors: [{ path: field, message }] })
    expect(await myPosts()).toEqual([])
  })

  it('should refuse a session in the future', async () => {
    const response = await post(reportFields({ reportSurfedAt: ago(-HOUR) }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      message: 'reportSurfedAt must not be in the future',
    })
  })

  it('should refuse a session more than 24 hours back', async () => {
    const response = await post(reportFields({ reportSurfedAt: ago(25 * HOUR) }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      message: 'reportSurfedAt must be within the last 24 hours',
    })
  })

  it('should refuse a second report of the spot within 3 hours with 409, post not created', async () => {
    const first = await postReport({ reportSurfedAt: ago(HOUR) })
    const response = await post(reportFields({ reportSurfedAt: ago(3 * HOUR) }))
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({
      message: `You already reported ${spot.name} within 3 hours of this session: edit that post's report instead`,
    })
    expect((await myPosts()).map((p) => p.id)).toEqual([first.id])
  })

  it('should accept reports of the spot 3 hours apart, another spot, or another surfer', async () => {
    await postReport({ reportSurfedAt: ago(5 * HOUR) })
    await postReport({ reportSurfedAt: ago(HOUR) })
    await postReport({ reportSpotId: String(otherSpot.id), reportSurfedAt: ago(HOUR) })
    const other = await surferSession(baseUrl())
    const response = await post(reportFields({ reportSurfedAt: ago(HOUR) }), other)
    expect(response.status).toBe(201)
    expect(await myPosts()).toHaveLength(3)
  })
})

describe('PUT / PATCH /api/feed/{id} and DELETE with a surf report', () => {
  const edit = (id: number, body: unknown, method = 'PUT') =>
    write(baseUrl(), `/api/feed/${id}`, { method, session: surfer, body })

  it('should add a report to a post without one', async () => {
    const made = FeedPost.parse(await (await post({})).json())
    const response = await edit(made.id, { content: 'Now with a report', ...reportFields() })
    expect(response.status).toBe(200)
    expect(FeedPost.parse(await response.json()).surfReport).toMatchObject({ size: '3-4' })
  })

  it('should replace the report (its own 3 hours do not count against it)', async () => {
    const made = await postReport()
    const body = { content: 'Bigger than I said', ...reportFields({ reportSize: '4-6' }) }
    const response = await edit(made.id, body, 'PATCH')
    expect(response.status).toBe(200)
    const edited = FeedPost.parse(await response.json())
    expect(edited.surfReport).toMatchObject({ size: '4-6', rating: 'good' })
    expect(edited.content).toBe('Bigger than I said')
  })

  it('should keep the report when an edit does not mention it', async () => {
    const made = await postReport()
    const edited = FeedPost.parse(await (await edit(made.id, { content: 'Typo fixed' })).json())
    expect(edited.surfReport).toEqual(made.surfReport)
  })

  it('should remove the report with report: null', async () => {
    const made = await postReport()
    const response = await edit(made.id, { content: 'No report after all', report: null })
    expect(response.status).toBe(200)
    expect(FeedPost.parse(await response.json()).surfReport).toBeNull()
    // Removed, so a new report of the spot within 3 hours is accepted.
    expect((await post(reportFields())).status).toBe(201)
  })

  it('should refuse an edit with a bad report field and keep the post as it was', async () => {
    const made = await postReport()
    const response = await edit(made.id, {
      content: 'Changed',
      ...reportFields({ reportWind: 'x' }),
    })
    expect(response.status).toBe(400)
    const kept = FeedPost.parse((await getJson(baseUrl(), `/api/feed/${made.id}`)).body)
    expect(kept).toMatchObject({ content: 'Glassy sets', surfReport: made.surfReport })
  })

  it('should delete the report with the post', async () => {
    const made = await postReport()
    const response = await write(baseUrl(), `/api/feed/${made.id}`, {
      method: 'DELETE',
      session: surfer,
    })
    expect(response.status).toBe(200)
    const reports = await getJson(
      baseUrl(),
      `/cms-api/surfer-reports?where[post][equals]=${made.id}&depth=0`,
    )
    expect(reports.body).toMatchObject({ totalDocs: 0 })
    // The report went with the post: the spot can be reported again at once.
    expect((await post(reportFields())).status).toBe(201)
  })
})

describe('surfReport over sockets', () => {
  it('should carry the report in feed:post-created', async () => {
    const socket: Socket<ServerToClientEvents> = connect(baseUrl(), {
      transports: ['websocket'],
      forceNew: true,
    })
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      const heard = new Promise<FeedPost>((resolve) => {
        socket.on('feed:post-created', (p) => {
          if (p.userId === surfer.id) resolve(p)
        })
      })
      const made = await postReport()
      expect((await heard).surfReport).toEqual(made.surfReport)
    } finally {
      socket.disconnect()
    }
  })
})
