import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SPOT_SEEDS } from '../cms/seed/data/spots'
import { BLOG_SEEDS, SHAPER_SEEDS } from '../cms/seed/data/editorial'
import { seedDrawings, spotDrawing } from '../cms/seed/drawings'
import { drawingFileName, drawingWebp, encodeDrawing } from '../cms/seed/media'
import { buildSeedImages } from './seed-images'

const svgOf = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="18"><rect width="32" height="18" fill="${fill}"/></svg>`

let dir: string
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-images-'))
})
afterEach(() => fs.rm(dir, { recursive: true, force: true }))

describe('buildSeedImages', () => {
  it('should write the very bytes the seed would render, under the names the seed looks for', async () => {
    const drawings = [svgOf('#111'), svgOf('#222')]
    await expect(buildSeedImages(dir, drawings)).resolves.toEqual({ rendered: 2, kept: 0 })
    for (const svg of drawings) {
      const file = await fs.readFile(path.join(dir, drawingFileName(svg)))
      expect(file).toEqual(await encodeDrawing(svg))
      await expect(drawingWebp(svg, dir)).resolves.toEqual(file)
    }
  })

  it('should keep what is current, render what changed and remove what no drawing names', async () => {
    await buildSeedImages(dir, [svgOf('#111'), svgOf('#222')])
    await fs.writeFile(path.join(dir, 'left-over.webp.tmp'), 'half')
    await expect(buildSeedImages(dir, [svgOf('#111'), svgOf('#333')])).resolves.toEqual({
      rendered: 1,
      kept: 1,
    })
    const expected = [svgOf('#111'), svgOf('#333')].map(drawingFileName).sort()
    expect((await fs.readdir(dir)).sort()).toEqual(expected)
  })
})

describe('seedDrawings', () => {
  it('should list every image the seed stores: each spot, shaper and blog entry, all different', () => {
    const drawings = seedDrawings()
    expect(drawings).toHaveLength(SPOT_SEEDS.length + SHAPER_SEEDS.length + BLOG_SEEDS.length)
    expect(new Set(drawings).size).toBe(drawings.length)
    expect(drawings).toContain(spotDrawing(SPOT_SEEDS.at(-1)!))
  })
})
