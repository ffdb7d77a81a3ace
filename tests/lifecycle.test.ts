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
