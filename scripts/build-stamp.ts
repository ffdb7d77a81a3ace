// Whether the build (dist/, cms/.next) is the build of the sources as they are now. `npm start`
// asks on every start, so the answer is cheap when nothing changed: each input's size and mtime
// against the list kept beside the stamp (~1k stats), and the content hash only when one differs
// (a checkout touches mtimes without changing a byte; the hash then says the build still holds,
// and the list is renewed). Node's own type stripping runs this file: node: modules only.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const INPUTS = [
  'site',
  'cms',
  'shared',
  'realtime',
  'server',
  'server.ts',
  'scripts/build-server.ts',
  'payload.config.ts',
  'astro.config.mjs',
  'package-lock.json',
]
const SKIP = new Set(['node_modules', '.next', 'next-env.d.ts'])
const STAMP = 'dist/.build-stamp'
const OUTPUTS = ['cms/.next/BUILD_ID', 'dist/server/entry.mjs', 'dist/app/server.mjs']

type Input = { file: string; size: number; mtimeMs: number }
type Stamp = { hash: string; files: Record<string, [size: number, mtimeMs: number]> }

async function listInputs(root: string): Promise<Input[]> {
  const found: Input[] = []
  async function walk(target: string): Promise<void> {
    const stat = await fs.stat(target).catch(() => null)
    if (!stat) return
    if (stat.isFile()) {
      found.push({ file: path.relative(root, target), size: stat.size, mtimeMs: stat.mtimeMs })
      return
    }
    const names = (await fs.readdir(target)).filter((name) => !SKIP.has(name))
    await Promise.all(names.map((name) => walk(path.join(target, name))))
  }
  await Promise.all(INPUTS.map((input) => walk(path.join(root, input))))
  return found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
}

/** Every input's path and bytes, in path order. */
async function hashOf(root: string, inputs: Input[]): Promise<string> {
  const hash = createHash('sha256')
  for (const { file } of inputs) {
    hash.update(file)
    hash.update(await fs.readFile(path.join(root, file)))
  }
  return hash.digest('hex')
}

async function readStamp(root: string): Promise<Stamp | null> {
  const text = await fs.readFile(path.join(root, STAMP), 'utf8').catch(() => null)
  if (text === null) return null
  try {
    return JSON.parse(text) as Stamp
  } catch {
    return { hash: text.trim(), files: {} } // an earlier stamp: the hash alone
  }
}

async function saveStamp(root: string, hash: string, inputs: Input[]): Promise<void> {
  const files: Stamp['files'] = {}
  for (const i of inputs) files[i.file] = [i.size, i.mtimeMs]
  await fs.writeFile(path.join(root, STAMP), JSON.stringify({ hash, files } satisfies Stamp))
}

/** True when every output exists and no input changed since the build that wrote the stamp. */
export async function buildIsCurrent(root = ROOT): Promise<boolean> {
  if (!OUTPUTS.every((output) => existsSync(path.join(root, output)))) return false
  const stamp = await readStamp(root)
  if (!stamp) return false
  const inputs = await listInputs(root)
  const unchanged =
    inputs.length === Object.keys(stamp.files).length &&
    inputs.every(({ file, size, mtimeMs }) => {
      const kept = stamp.files[file]
      return kept !== undefined && kept[0] === size && kept[1] === mtimeMs
    })
  if (unchanged) return true
  const hash = await hashOf(root, inputs)
  if (hash !== stamp.hash) return false
  await saveStamp(root, hash, inputs)
  return true
}

/** After a build: the stamp of the sources it was built from. */
export async function writeStamp(root = ROOT): Promise<void> {
  const inputs = await listInputs(root)
  await saveStamp(root, await hashOf(root, inputs), inputs)
}
