// With S3_BUCKET set, uploads live in an S3-compatible bucket, so any instance
// serves any upload. Two server processes share the run's database and one bucket on a real
// S3-protocol server (s3rver on loopback); uploads stay stripped and private.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { FeedPost, MAX_UPLOAD_BYTES } from '../shared/contracts/feed'
import { adminAuth } from './support/admin'
import { browserHeaders, postForm, type Session, surferSession, write } from './support/feed'
import { spawnTwoInstances } from './support/instances'
import {
  metadataBlocks,
  NO_METADATA,
  phonePhoto,
  uploadAsAdmin,
  uploadEditorialPhoto,
  videoWithLocation,
} from './support/media'
import { damagedUploads } from './support/damaged-images'
import { startS3Server, type S3Server } from './support/s3-server'
import { spawnServer, type RunningServer } from './support/spawn-server'
import { startTestDatabase, type TestDatabase } from './support/test-database'

type MediaDoc = {
  id: number
  url: string | null
  filename: string | null
  sizes?: Record<string, { url: string | null; filename: string | null }>
}

let s3: S3Server
let mediaDir: string
let first: RunningServer
let second: RunningServer
let surfer: Session

beforeAll(async () => {
  s3 = await startS3Server()
  // Local disk for these two instances: it must stay empty while S3 is on.
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'firing-media-'))
  ;[first, second] = await spawnTwoInstances({
    ...s3.env,
    MEDIA_DIR: mediaDir,
    TRUST_PROXY: 'true',
    CONDITIONS_AUTORUN: 'false',
    UPSTREAM_BASE_URL: inject('upstreamUrl'),
  })
  surfer = await surferSession(first.url, { firstName: 'Noa' })
}, 240_000)

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
  await s3?.close()
  if (mediaDir) await fs.rm(mediaDir, { recursive: true, force: true })
})

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

async function feedMediaOf(server: RunningServer, postId: number): Promise<MediaDoc> {
  const auth = await adminAuth(server.url)
  const post = await fetch(`${server.url}/cms-api/feed-posts/${postId}?depth=0`, { headers: auth })
  const { media } = (await post.json()) as { media: number }
  const doc = await fetch(`${server.url}/cms-api/feed-media/${media}`, { headers: auth })
  return (await doc.json()) as MediaDoc
}

/** A doc's file names: the original, then its sizes. */
const namesOf = (doc: MediaDoc) =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size.filename)].filter(
    (name): name is string => Boolean(name),
  )

async function postPhoto(server: RunningServer, content: string): Promise<FeedPost> {
  const response = await postForm(
    server.url,
    surfer,
    { content },
    { bytes: await phonePhoto(), name: 'IMG_0100.jpg', type: 'image/jpeg' },
  )
  expect(response.status).toBe(201)
  return FeedPost.parse(await response.json())
}

describe('uploads on S3-compatible storage, two instances', () => {
  it('should serve a photo posted through one instance, and its sizes, byte-identical from the other', async () => {
    const post = await postPhoto(first, 'Posted on A, seen on B')
    const doc = await feedMediaOf(second, post.id)
    expect(Object.keys(doc.sizes ?? {}).sort()).toEqual(['card', 'display', 'thumb'])
    const admin = await adminAuth(second.url)
    for (const name of namesOf(doc)) {
      const stored = await s3.object(`feed/${name}`)
      expect(stored, name).not.toBeNull()
      // Stripped before it was stored: the bucket never holds the phone's GPS or camera.
      expect({ name, ...(await metadataBlocks(stored!)) }).toEqual({ name, ...NO_METADATA })
      expect(stored!.includes('PhoneCo')).toBe(false)
      for (const server of [first, second]) {
        const served = await fetch(`${server.url}/cms-api/feed-media/file/${name}`, {
          headers: name === doc.filename ? admin : {},
        })
        expect([name, served.status]).toEqual([name, 200])
        expect((await bytesOf(served)).equals(stored!)).toBe(true)
      }
    }
    // The post's public URLs are the sizes, served by either instance.
    const shown = await fetch(`${second.url}${post.imageUrl}`)
    expect(shown.status).toBe(200)
    expect(
      (await bytesOf(shown)).equals((await s3.object(`feed/${doc.sizes!.display!.filename}`))!),
    ).toBe(true)
  })

  it('should keep the original from visitors and surfers on every instance', async () => {
    const post = await postPhoto(second, 'Original stays in the bucket')
    const doc = await feedMediaOf(first, post.id)
    expect(doc.url).toBe(`/cms-api/feed-media/file/${doc.filename}`)
    for (const server of [first, second]) {
      const listing = await (await fetch(`${server.url}/cms-api/feed-media/${doc.id}`)).text()
      expect(listing).toContain(doc.sizes!.display!.filename!)
      expect(listing).not.toContain(doc.filename)
      expect((await fetch(`${server.url}${doc.url}`)).status).toBe(403)
      const asSurfer = await fetch(`${server.url}${doc.url}`, {
        headers: { cookie: surfer.cookie },
      })
      expect(asSurfer.status).toBe(403)
    }
  })

  it('should store a video with its location blanked and serve byte ranges of it from the other instance', async () => {
    const video = await videoWithLocation()
    const response = await postForm(
      second.url,
      surfer,
      { content: 'Clip through B' },
      { bytes: video, name: 'clip.mp4', type: 'video/mp4' },
    )
    expect(response.status).toBe(201)
    const post = FeedPost.parse(await response.json())
    const stored = await s3.object(`feed/${path.basename(post.imageUrl!)}`)
    expect(stored?.length).toBe(video.length)
    expect(stored!.includes('+35.6586')).toBe(false)
    expect(stored!.toString('latin1', 881 + 4, 881 + 8)).toBe('free')
    const whole = await fetch(`${first.url}${post.imageUrl}`)
    expect((await bytesOf(whole)).equals(stored!)).toBe(true)
    const part = await fetch(`${first.url}${post.imageUrl}`, {
      headers: { range: 'bytes=100-199' },
    })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`)
    expect((await bytesOf(part)).equals(stored!.subarray(100, 200))).toBe(true)
  })

  it('should store an editor’s image in the bucket, stripped, and serve it from the other instance', async () => {
    const response = await uploadEditorialPhoto(first.url)
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: MediaDoc }
    expect(namesOf(doc)).toHaveLength(3)
    for (const name of namesOf(doc)) {
      // Editorial media sit at the bucket's top, as on disk; feed uploads under feed/.
      const stored = await s3.object(name)
      expect(await metadataBlocks(stored!)).toEqual(NO_METADATA)
      const served = await fetch(`${second.url}/cms-api/media/file/${name}`)
      expect(served.status).toBe(200)
      expect((await bytesOf(served)).equals(stored!)).toBe(true)
    }
  })

  it('should delete a post’s objects from the bucket with the post', async () => {
    const post = await postPhoto(first, 'Here and gone')
    const keys = namesOf(await feedMediaOf(first, post.id)).map((name) => `feed/${name}`)
    expect(keys).toHaveLength(4)
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys))
    const response = await write(second.url, `/api/feed/${post.id}`, {
      method: 'DELETE',
      session: surfer,
    })
    expect(response.status).toBe(200)
    // The files go once the deletion has committed (cms/collections/feed-posts/hooks).
    await expect
      .poll(async () => (await s3.keys()).filter((key) => keys.includes(key)), { timeout: 30_000 })
      .toEqual([])
    // Staff pass the file route's access check straight to the bucket, which no longer has it.
    for (const server of [first, second]) {
      const gone = await fetch(`${server.url}/cms-api/feed-media/file/${path.basename(keys[0]!)}`, {
        headers: await adminAuth(server.url),
      })
      expect(gone.status).toBe(404)
    }
  })

  it('should leave no orphan objects when a post fails after its file was stored', async () => {
    // Two requests with one Idempotency-Key, one to each instance: when both store their photo
    // before either post commits, the second post is refused and its upload discarded.
    const before = new Set(await s3.keys())
    const photo = await phonePhoto()
    const key = randomUUID()
    const send = (server: RunningServer) => {
      const form = new FormData()
      form.set('content', `Twice at once ${key}`)
      form.set('image', new File([new Uint8Array(photo)], 'twice.jpg', { type: 'image/jpeg' }))
      return fetch(`${server.url}/api/feed`, {
        method: 'POST',
        headers: { ...browserHeaders(server.url, surfer), 'idempotency-key': key },
        body: form,
      })
    }
    const answers = await Promise.all([send(first), send(second)])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    const [post] = await Promise.all(answers.map(async (a) => FeedPost.parse(await a.json())))
    const kept = namesOf(await feedMediaOf(first, post!.id)).map((name) => `feed/${name}`)
    const added = (await s3.keys()).filter((name) => !before.has(name))
    expect(added.sort()).toEqual(kept.sort())
  })

  it('should refuse damaged or mislabelled images on every path before anything reaches the bucket', async () => {
    const before = await s3.keys()
    const uploads = await damagedUploads()
    // One after the other: two sign-ins at once race on the admin's session list, and one loses.
    const authA = await adminAuth(first.url)
    const authB = await adminAuth(second.url)
    const answers = []
    for (const upload of uploads) {
      const feed = await postForm(first.url, surfer, { content: upload.label }, upload)
      const editorial = await uploadAsAdmin(second.url, 'media', upload, authB)
      const feedMedia = await uploadAsAdmin(first.url, 'feed-media', upload, authA)
      answers.push([upload.label, feed.status, editorial.status, feedMedia.status])
    }
    expect(answers).toEqual(uploads.map(({ label }) => [label, 400, 400, 400]))
    expect(await s3.keys()).toEqual(before)
  })

  it('should refuse a disguised or oversized file before anything reaches the bucket', async () => {
    const before = await s3.keys()
    const text = await postForm(
      first.url,
      surfer,
      { content: 'Not a photo' },
      {
        bytes: new TextEncoder().encode('words\n'.repeat(200)),
        name: 'wave.jpg',
        type: 'image/jpeg',
      },
    )
    expect(text.status).toBe(400)
    const huge = await postForm(
      second.url,
      surfer,
      { content: 'Huge' },
      {
        bytes: new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)]),
        name: 'big.mp4',
        type: 'video/mp4',
      },
    )
    expect(huge.status).toBe(413)
    expect(await s3.keys()).toEqual(before)
  })

  it('should have written nothing to the local media folder', async () => {
    expect(await fs.readdir(mediaDir, { recursive: true })).toEqual([])
    expect((await s3.keys()).length).toBeGreaterThan(0)
  })
})

describe('a new installation with S3', () => {
  let database: TestDatabase
  let bucket: S3Server
  let server: RunningServer
  let localMedia: string

  beforeAll(async () => {
    ;[database, bucket] = await Promise.all([startTestDatabase(), startS3Server()])
    localMedia = path.join(database.dataDir, 'media')
    server = await spawnServer({
      ...bucket.env,
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      CONDITIONS_AUTORUN: 'false',
      UPSTREAM_BASE_URL: 'http://127.0.0.1:9',
    })
  }, 240_000)

  afterAll(async () => {
    await server?.stop()
    await Promise.all([database?.stop(), bucket?.close()])
  })

  it('should seed its editorial images into the bucket and serve them', async () => {
    const listing = await fetch(`${server.url}/cms-api/media?limit=100&depth=0`)
    const { docs } = (await listing.json()) as { docs: MediaDoc[] }
    expect(docs.length).toBeGreaterThan(0)
    const keys = await bucket.keys()
    for (const doc of docs) {
      expect(keys).toEqual(expect.arrayContaining(namesOf(doc)))
      const served = await fetch(`${server.url}${doc.url}`)
      expect([doc.filename, served.status]).toEqual([doc.filename, 200])
      expect((await bytesOf(served)).equals((await bucket.object(doc.filename!))!)).toBe(true)
    }
    // The default folder (DATA_DIR/media) was never created.
    await expect(fs.stat(localMedia)).rejects.toThrow(/ENOENT/)
  })
})

describe('S3 settings at start', () => {
  it('should refuse to start with S3_BUCKET but no S3_REGION, naming the variable', async () => {
    const start = spawnServer({ DATABASE_URL: inject('databaseUrl'), S3_BUCKET: 'firing-uploads' })
    await expect(start).rejects.toThrow(/S3_REGION is required with S3_BUCKET/)
  })
})
