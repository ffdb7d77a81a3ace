// A first visit without a stumble, the API half, against the built server: JSON
// 404/405 on /api, a body limit (413) on every JSON endpoint, unknown multipart fields refused,
// messages that state their limits, post ids past the database's range, /spot/{id}.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { MAX_POST_CHARS } from '../shared/domain/feed/feed-limits'
import { call, freshIp } from './support/accounts'
import {
  browserHeaders,
  createPost,
  getJson,
  postForm,
  type Session,
  surferSession,
  write,
} from './support/feed'

let baseUrl: string
let surfer: Session

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  surfer = await surferSession(baseUrl, { firstName: 'Nalu' })
}, 60_000)

/** A same-origin JSON write with a body given as text, as large as a test needs. */
const writeText = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...browserHeaders(baseUrl, surfer),
      'content-type': 'application/json',
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit)

describe('unknown /api paths and methods', () => {
  it.each(['GET', 'POST'])(
    'should answer %s of an unknown /api path with a JSON 404',
    async (m) => {
      const response = await call(baseUrl, '/api/no-such-thing/here', { method: m })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({
        message: 'No API endpoint at /api/no-such-thing/here: see /developers for the API',
      })
    },
  )

  it('should answer a method an endpoint does not take with a JSON 405 and Allow', async () => {
    const response = await call(baseUrl, '/api/stats', { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(await response.json()).toEqual({
      message: 'DELETE is not supported here: use GET, HEAD',
    })
  })

  it('should name every method of an endpoint with several in its 405', async () => {
    const post = await createPost(baseUrl, surfer)
    const response = await call(baseUrl, `/api/feed/${post.id}`, { method: 'POST', body: {} })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')?.split(', ').sort()).toEqual([
      'DELETE',
      'GET',
      'HEAD',
      'PATCH',
      'PUT',
    ])
  })

  it('should still answer the HTML 404 page for an unknown page', async () => {
    const response = await fetch(`${baseUrl}/no-such-page`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Wave not found')
  })
})

describe('body limits', () => {
  it('should refuse a 20 MB sign-in body with 413 naming the limit, before reading it', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20)
    let sent = 0
    let answered: () => void = () => undefined
    const hasAnswered = new Promise<void>((resolve) => (answered = resolve))
    // After 1 MB the body waits for the answer: a server that read all 20 MB first never answers.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= 1024 * 1024) await hasAnswered
        if (sent >= 20 * 1024 * 1024) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: {
        origin: baseUrl,
        'x-forwarded-for': freshIp(),
        'content-type': 'application/json',
      },
      body,
      duplex: 'half',
    } as RequestInit)
    answered()
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      message: 'The request body is too large: this endpoint takes at most 16 KB',
    })
  })

  it('should refuse a declared length past the limit at once', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(40 * 1024) })
    const response = await writeText('/api/auth/login', big)
    expect(response.status).toBe(413)
  })

  it('should size each limit for its content: the longest contact passes, more is 413', async () => {
    // Every field at its longest, each character one that JSON escapes to 6 bytes (\u0001).
    const escaped = (n: number) => '\u0001'.repeat(n)
    const longest = {
      name: escaped(100),
      email: 'kai@example.com',
      subject: escaped(200),
      message: escaped(2000),
    }
    const fits = await writeText('/api/contact', JSON.stringify(longest))
    expect(fits.status).toBe(201)
    const tooBig = JSON.stringify({ ...longest, message: 'm'.repeat(40 * 1024) })
    const refused = await writeText('/api/contact', tooBig)
    expect(refused.status).toBe(413)
    expect(((await refused.json()) as { message: string }).message).toContain('at most 32 KB')
  })

  it('should leave a post without a comment when the comment body is past the limit', async () => {
    const post = await createPost(baseUrl, surfer)
    const refused = await writeText(
      `/api/feed/${post.id}/comments`,
      JSON.stringify({ content: 'c'.repeat(20 * 1024) }),
    )
    expect(refused.status).toBe(413)
    const comments = await getJson(baseUrl, `/api/feed/${post.id}/comments`)
    expect(comments.body).toEqual([])
  })
})

describe('POST /api/feed multipart fields', () => {
  const marker = () => `unknown-field-${Math.random().toString(36).slice(2)}`

  async function postedContents(): Promise<string[]> {
    const { body } = await getJson(baseUrl, '/api/feed?limit=50')
    return (body as { content: string }[]).map((p) => p.content)
  }

  it('should refuse a photo sent as "file" and create no post', async () => {
    const content = marker()
    const form = new FormData()
    form.set('content', content)
    form.set('file', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'wave.jpg'))
    const response = await fetch(`${baseUrl}/api/feed`, {
      method: 'POST',
      headers: browserHeaders(baseUrl, surfer),
      body: form,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Unknown file field "file": send the photo or video as "image"',
      errors: [{ path: 'file', message: 'Unknown field' }],
    })
    expect(await postedContents()).not.toContain(content)
  })

  it('should refuse an unknown text field and create no post', async () => {
    const content = marker()
    const response = await postForm(baseUrl, surfer, { content, tags: 'barrel' } as never)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { message: string }
    expect(answer.message).toMatch(/^Unknown field "tags": a post takes content, location, /)
    expect(await postedContents()).not.toContain(content)
  })

  it('should say the limit when the content is far too long', async () => {
    const response = await postForm(baseUrl, surfer, { content: 'w'.repeat(70 * 1024) })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: `content is too long: at most ${MAX_POST_CHARS} characters`,
      errors: [{ path: 'content', message: `Must be at most ${MAX_POST_CHARS} characters` }],
    })
  })

  it('should say the limit when the content is a little too long', async () => {
    const response = await postForm(baseUrl, surfer, { content: 'w'.repeat(MAX_POST_CHARS + 1) })
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { message: string }
    expect(answer.message).toBe(`Must be at most ${MAX_POST_CHARS} characters`)
  })
})

describe('post ids', () => {
  it.each(['99999999999999999999999', '2147483648'])(
    'should answer 404 "Post not found" for the id %s, past any row',
    async (id) => {
      const read = await call(baseUrl, `/api/feed/${id}`)
      expect(read.status).toBe(404)
      expect(await read.json()).toEqual({ message: 'Post not found' })
      const like = await write(baseUrl, `/api/feed/${id}/like`, { method: 'POST', session: surfer })
      expect(like.status).toBe(404)
      expect(await like.json()).toEqual({ message: 'Post not found' })
    },
  )

  it('should answer 400 for an id that is not a number', async () => {
    const response = await call(baseUrl, '/api/feed/12abc')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe(
      'A post id is a whole number',
    )
  })
})

describe('the date window message', () => {
  it('should count the dates it lists', async () => {
    const response = await call(baseUrl, '/api/stats?date=2020-01-01')
    expect(response.status).toBe(400)
    const { message } = (await response.json()) as { message: string }
    const match =
      /choose a date from (\S+) to (\S+) \(today to today \+ 4 days in every time zone: (\d+) dates\)$/.exec(
        message,
      )
    expect(match, message).not.toBeNull()
    const [, first, last, count] = match as unknown as [string, string, string, string]
    const days = (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1
    expect(Number(count)).toBe(days)
    expect([6, 7]).toContain(days)
  })
})

describe('/spot/{id}', () => {
  it("should redirect to the spot's report, keeping the date", async () => {
    const plain = await fetch(`${baseUrl}/spot/21`, { redirect: 'manual' })
    expect(plain.status).toBe(301)
    expect(plain.headers.get('location')).toBe('/spot/21/report')
    const dated = await fetch(`${baseUrl}/spot/21?date=2026-11-21`, { redirect: 'manual' })
    expect(dated.headers.get('location')).toBe('/spot/21/report?date=2026-11-21')
  })

  it('should answer the 404 page for a spot path that is not an id', async () => {
    const response = await fetch(`${baseUrl}/spot/rincon`, { redirect: 'manual' })
    expect(response.status).toBe(404)
  })
})

describe('/login with a provider set up', () => {
  it('should offer "Continue with a code-hosting account"', async () => {
    const html = await (await fetch(`${baseUrl}/login`)).text()
    expect(html).toContain('Continue with a code-hosting account')
  })
})
