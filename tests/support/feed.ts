// Calls for the feed tests: surfers with sessions, multipart posts, and JSON writes that carry
// the Origin a browser sends on same-origin writes (Astro refuses form posts without it).
import { FeedPost } from '../../shared/contracts/feed'
import { call, createSurfer, freshIp, signIn, type Surfer } from './accounts'

export type Session = Surfer & { cookie: string }

/** A new surfer, signed in. */
export async function surferSession(
  baseUrl: string,
  fields: { firstName?: string; lastName?: string } = {},
): Promise<Session> {
  const surfer = await createSurfer(baseUrl, fields)
  return { ...surfer, cookie: await signIn(baseUrl, surfer) }
}

export type PostFields = { content?: string; location?: string; spotId?: string }
export type Attachment = { bytes: Uint8Array | Blob; name: string; type?: string }

/** POST /api/feed as a browser form (multipart), optionally with a file in `image`. */
export function postForm(
  baseUrl: string,
  session: Session | null,
  fields: PostFields,
  file?: Attachment,
): Promise<Response> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value)
  if (file) {
    const blob = file.bytes instanceof Blob ? file.bytes : new Blob([file.bytes as BlobPart])
    form.set('image', new File([blob], file.name, { type: file.type ?? '' }))
  }
  return fetch(`${baseUrl}/api/feed`, {
    method: 'POST',
    headers: browserHeaders(baseUrl, session),
    body: form,
  })
}

/** Creates a text post and answers it (throws on failure). */
export async function createPost(
  baseUrl: string,
  session: Session,
  fields: PostFields = { content: 'Glassy peelers all morning' },
): Promise<FeedPost> {
  const response = await postForm(baseUrl, session, fields)
  if (response.status !== 201) throw new Error(`post: ${response.status} ${await response.text()}`)
  return FeedPost.parse(await response.json())
}

/** A same-origin write as a browser makes it (Origin set), JSON body when given. */
export function write(
  baseUrl: string,
  path: string,
  init: { method: string; session?: Session | null; body?: unknown },
): Promise<Response> {
  return call(baseUrl, path, {
    method: init.method,
    cookie: init.session?.cookie,
    body: init.body,
    headers: { origin: baseUrl, 'x-forwarded-for': freshIp() },
  })
}

/** Headers of a same-origin browser request. */
export function browserHeaders(baseUrl: string, session: Session | null): Record<string, string> {
  const headers: Record<string, string> = { origin: baseUrl, 'x-forwarded-for': freshIp() }
  if (session) headers.cookie = session.cookie
  return headers
}

/** A GET with an optional session. */
export async function getJson(baseUrl: string, path: string, session?: Session | null) {
  const response = await call(baseUrl, path, { cookie: session?.cookie })
  return { status: response.status, body: (await response.json()) as unknown, response }
}
