// The seed's drawings (49 spots, the shapers' and blog entries' cards) rendered to WebP once, at
// build time, into dist/seed-images/: a first start then reads them instead of spending the CPU
// (cms/seed/media.ts falls back to rendering any that are missing). Each file is named by a hash
// of its drawing and encoding, so changed drawings are rendered again and stale files removed.
import fs from 'node:fs/promises'
import path from 'node:path'
import { seedDrawings } from '../cms/seed/drawings'
import { drawingFileName, encodeDrawing, forEachConcurrently } from '../cms/seed/media'

/** Renders into `dir` every drawing not there yet and removes files no drawing names. */
export async function buildSeedImages(
  dir: string,
  drawings: string[] = seedDrawings(),
): Promise<{ rendered: number; kept: number }> {
  await fs.mkdir(dir, { recursive: true })
  const wanted = new Map(drawings.map((svg) => [drawingFileName(svg), svg]))
  const present = new Set(await fs.readdir(dir))
  for (const name of present) {
    if (!wanted.has(name)) await fs.rm(path.join(dir, name), { force: true })
  }
  const missing = [...wanted].filter(([name]) => !present.has(name))
  await forEachConcurrently(missing, 2, async ([name, svg]) => {
    const file = path.join(dir, name)
    // Written aside then renamed: an interrupted build leaves no half file under the real name.
    await fs.writeFile(`${file}.tmp`, await encodeDrawing(svg))
    await fs.rename(`${file}.tmp`, file)
  })
  return { rendered: missing.length, kept: wanted.size - missing.length }
}
