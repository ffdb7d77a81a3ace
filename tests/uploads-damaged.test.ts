// A damaged image (JPEG, PNG, WebP, GIF), a file cut in half, or a file whose
// declared type is not what its bytes are answers 400 "This image could not be read" on every
// upload path — Discover posts and the admin's upload collections — stores nothing, and is
// never a 500. (S3 storage: tests/uploads-s3.test.ts.)
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { damagedUploads, type DamagedUpload, realImage } from './support/damaged-images'
import { adminAuth } from './support/admin'
import { postForm, type Session, surferSession } from './support/feed'
import { uploadAsAdmin } from './support/media'

const MESSAGE = 'This image could not be read'
const baseUrl = () => inject('baseUrl')
let surfer: Session
let db: pg.Client
let uploads: DamagedUpload[]
let admin: Record<string, string>

beforeAll(async () => {
  surfer = await surferSession(baseUrl(), { firstName: 'Ilio' })
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
  uploads = await damagedUploads()
  admin = await adminAuth(baseUrl())
})
afterAll(() => db.end())

/** What an upload could have left behind: rows, files in the media folder, temp files. */
async function storedState() {
  const { rows } = await db.query<Record<string, string>>(
    `select (select count(*) from media) as media, (select count(*) from feed_media) as feed_media,
            (select count(*) from feed_posts) as posts`,
  )
  const files = await fs.readdir(path.join(inject('dataDir'), 'media'), { recursive: true })
  const temps = (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith('firing-upload-'))
  return { rows: rows[0], files: files.sort(), temps: temps.length }
}

type Path = {
  name: string
  send: (upload: DamagedUpload) => Promise<Response>
  /** The message of a refusal, from the path's error body. */
  messageOf: (body: unknown) => string | undefined
}

const PATHS: Path[] = [
  {
    name: 'POST /api/feed',
    send: (upload) => postForm(baseUrl(), surfer, { content: `Look: ${upload.label}` }, upload),
    messageOf: (body) => (body as { message?: string }).message,
  },
  ...(['media', 'feed-media'] as const).map((collection) => ({
    name: `POST /cms-api/${collection}`,
    send: (upload: DamagedUpload) => uploadAsAdmin(baseUrl(), collection, upload, admin),
    messageOf: (body: unknown) =>
      (body as { errors?: { message?: string }[] }).errors?.[0]?.message,
  })),
]

describe.each(PATHS)('$name', ({ send, messageOf }) => {
  it('should refuse each damaged or mislabelled image with 400 and store nothing', async () => {
    const before = await storedState()
    const answers = []
    for (const upload of uploads) {
      const response = await send(upload)
      const body = (await response.json()) as unknown
      answers.push([upload.label, response.status, messageOf(body)])
    }
    expect(answers).toEqual(uploads.map((upload) => [upload.label, 400, MESSAGE]))
    expect(await storedState()).toEqual(before)
  })

  it('should still store each real image, animated GIF and WebP included', async () => {
    const answers = []
    for (const [format, ext] of [
      ['jpeg', 'jpg'],
      ['png', 'png'],
      ['webp', 'webp'],
      ['gif', 'gif'],
    ] as const) {
      const upload = {
        label: format,
        bytes: await realImage(format),
        name: `wave.${ext}`,
        type: `image/${format}`,
      }
      answers.push([format, (await send(upload)).status])
    }
    expect(answers).toEqual([
      ['jpeg', 201],
      ['png', 201],
      ['webp', 201],
      ['gif', 201],
    ])
  })
})

describe('a caller who may not upload', () => {
  it('should get the 403 of the access check, before any file is decoded', async () => {
    const damaged = uploads[0]!
    const answers = []
    for (const collection of ['media', 'feed-media']) {
      for (const [who, headers] of [
        ['surfer', { cookie: surfer.cookie, origin: baseUrl() }],
        ['visitor', { origin: baseUrl() }],
      ] as const) {
        const form = new FormData()
        form.set('_payload', JSON.stringify({ alt: 'x' }))
        form.set(
          'file',
          new File([new Uint8Array(damaged.bytes)], damaged.name, { type: damaged.type }),
        )
        const response = await fetch(`${baseUrl()}/cms-api/${collection}`, {
          method: 'POST',
          headers,
          body: form,
        })
        answers.push([collection, who, response.status])
      }
    }
    expect(answers).toEqual([
      ['media', 'surfer', 403],
      ['media', 'visitor', 403],
      ['feed-media', 'surfer', 403],
      ['feed-media', 'visitor', 403],
    ])
  })
})
