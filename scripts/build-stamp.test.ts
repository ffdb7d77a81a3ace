// The build stamp `npm start` trusts: current after a build, still current when only mtimes
// moved (a checkout), stale when a byte or a file changed or an output is gone.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildIsCurrent, writeStamp } from './build-stamp'

let root: string
const write = async (file: string, text: string) => {
  await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true })
  await fs.writeFile(path.join(root, file), text)
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'firing-stamp-'))
  await write('site/pages/index.astro', '<h1>Firing</h1>')
  await write('cms/a.ts', 'export const a = 1')
  await write('cms/.next/BUILD_ID', 'id') // an output, and inside a skipped folder
  await write('dist/server/entry.mjs', '')
  await write('dist/app/server.mjs', '')
  await write('package-lock.json', '{}')
  await writeStamp(root)
})
afterEach(() => fs.rm(root, { recursive: true, force: true }))

describe('the build stamp', () => {
  it('holds after a build', async () => {
    expect(await buildIsCurrent(root)).toBe(true)
  })

  it('holds when a file was touched but not changed, and renews its list', async () => {
    const later = new Date(Date.now() + 60_000)
    await fs.utimes(path.join(root, 'cms/a.ts'), later, later)
    expect(await buildIsCurrent(root)).toBe(true)
    const stamp = JSON.parse(await fs.readFile(path.join(root, 'dist/.build-stamp'), 'utf8'))
    const { mtimeMs } = await fs.stat(path.join(root, 'cms/a.ts'))
    expect(stamp.files['cms/a.ts'][1]).toBe(mtimeMs)
  })

  it('is stale when a byte changed, a file came or went, or an output is missing', async () => {
    await write('cms/a.ts', 'export const a = 2')
    expect(await buildIsCurrent(root)).toBe(false)
    await writeStamp(root)
    await write('shared/new.ts', '')
    expect(await buildIsCurrent(root)).toBe(false)
    await writeStamp(root)
    await fs.rm(path.join(root, 'shared/new.ts'))
    expect(await buildIsCurrent(root)).toBe(false)
    await writeStamp(root)
    await fs.rm(path.join(root, 'dist/app/server.mjs'))
    expect(await buildIsCurrent(root)).toBe(false)
  })

  it('is stale without a stamp, and reads an earlier plain-hash stamp', async () => {
    await fs.writeFile(path.join(root, 'dist/.build-stamp'), 'not-the-hash\n')
    expect(await buildIsCurrent(root)).toBe(false)
    await fs.rm(path.join(root, 'dist/.build-stamp'))
    expect(await buildIsCurrent(root)).toBe(false)
  })
})
