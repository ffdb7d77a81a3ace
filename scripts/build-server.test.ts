import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rewriteImportMeta } from './build-server'

let root: string

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'firing-build-server-'))
})

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true })
})

describe('rewriteImportMeta', () => {
  it('should make code moved into dist/app/ name the source file it was written in', async () => {
    const source = path.join(root, 'cms/conditions/upstream/samples.ts')
    const code = [
      'export const url = import.meta.url',
      'export const dirname = import.meta.dirname',
      'export const filename = import.meta.filename',
    ].join('\n')
    const banner = [
      "import { fileURLToPath as __firingToPath } from 'node:url'",
      "import { dirname as __firingDirname } from 'node:path'",
    ].join('\n')
    const bundle = path.join(root, 'dist/app/chunk.mjs')
    await fs.mkdir(path.dirname(bundle), { recursive: true })
    await fs.writeFile(
      bundle,
      `${banner}\n${rewriteImportMeta(code, source, path.dirname(bundle))}`,
    )

    const { url, dirname, filename } = (await import(pathToFileURL(bundle).href)) as Record<
      string,
      string
    >
    expect({ url, dirname, filename }).toEqual({
      url: pathToFileURL(source).href,
      dirname: path.join(root, 'cms/conditions/upstream'),
      filename: source,
    })
  })

  it('should leave code without import.meta as it was', () => {
    const code = 'export const root = process.cwd() // no import.meta here'
    expect(rewriteImportMeta(code, '/repo/server/app.ts', '/repo/dist/app')).toBe(code)
  })
})
