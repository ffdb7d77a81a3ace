import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAlive } from './support/processes'
import { spawnServer } from './support/spawn-server'

// `npm start` with no DATABASE_URL: the embedded PostgreSQL in DATA_DIR, kept between starts and
// stopped with the server.

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0])

describe('embedded database lifecycle', () => {
  let dataDir: string
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: '' })

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'firing-lifecycle-'))
    await fs.chmod(dataDir, 0o755)
  })

  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('should create, seed and then reuse its data, leaving no PostgreSQL running after a stop', async () => {
    const first = await spawnServer(env())
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200)
    expect(first.output()).toContain('seed: created 49 surf spots')
    await expectSeededImages(first.url)
    const pid = postmasterPid(dataDir)
    expect(isAlive(pid)).toBe(true)
    await first.stop()
    expect(isAlive(pid)).toBe(false)
    expect(existsSync(path.join(dataDir, 'postgres/postmaster.pid'))).toBe(false)

    const second = await spawnServer(env())
    try {
      expect(second.output()).not.toContain('seed: created')
      expect(second.output()).not.toContain('Migrating:')
      const home = await (await fetch(`${second.url}/`)).text()
      expect(home).toContain('49 spots worldwide.')
    } finally {
      await second.stop()
    }
  }, 240_000)
})

type SizeDoc = { width?: number; height?: number; mimeType?: string; url?: string }
type SpotDoc = { slug: string; image?: SizeDoc & { sizes?: Record<string, SizeDoc> } }

/**
 * Each seed spot has its drawing stored as Payload makes it, whether the build rendered the
 * drawing (dist/seed-images) or the start did: a 1200×675 WebP original and both size variants,
 * all served.
 */
async function expectSeededImages(baseUrl: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/cms-api/surf-spots?limit=100&depth=1`)
  const { docs } = (await answer.json()) as { docs: SpotDoc[] }
  expect(docs).toHaveLength(49)
  for (const { slug, image } of docs) {
    const shapes = [image, image?.sizes?.thumb, image?.sizes?.card].map((size) => ({
      width: size?.width,
      height: size?.height,
      mimeType: size?.mimeType,
    }))
    expect({ slug, shapes }).toEqual({
      slug,
      shapes: [
        { width: 1200, height: 675, mimeType: 'image/webp' },
        { width: 400, height: 225, mimeType: 'image/webp' },
        { width: 800, height: 450, mimeType: 'image/webp' },
      ],
    })
  }
  const served = await fetch(`${baseUrl}${docs[0]?.image?.sizes?.card?.url}`)
  expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp'])
}
