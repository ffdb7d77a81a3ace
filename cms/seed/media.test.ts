import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { drawingFileName, drawingWebp, encodeDrawing } from './media'

const svgOf = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="36"><rect width="64" height="36" fill="${fill}"/></svg>`

let dir: string
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-media-'))
})
afterEach(() => fs.rm(dir, { recursive: true, force: true }))

describe('drawingFileName', () => {
  it('should name the same drawing the same way and different drawings differently', () => {
    expect(drawingFileName(svgOf('#123456'))).toBe(drawingFileName(svgOf('#123456')))
    expect(drawingFileName(svgOf('#123456'))).not.toBe(drawingFileName(svgOf('#654321')))
    expect(drawingFileName(svgOf('#123456'))).toMatch(/^[0-9a-f]{32}\.webp$/)
  })
})

describe('drawingWebp', () => {
  it('should answer the file the build rendered for that drawing, as it is', async () => {
    const svg = svgOf('#0a7')
    const prebuilt = Buffer.from('bytes the build wrote')
    await fs.writeFile(path.join(dir, drawingFileName(svg)), prebuilt)
    await expect(drawingWebp(svg, dir)).resolves.toEqual(prebuilt)
  })

  it('should render the drawing when the build has no file for it (changed or not built)', async () => {
    const svg = svgOf('#0a7')
    await fs.writeFile(path.join(dir, drawingFileName(svgOf('#fff'))), 'another drawing')
    const expected = await encodeDrawing(svg)
    await expect(drawingWebp(svg, dir)).resolves.toEqual(expected)
    await expect(drawingWebp(svg, path.join(dir, 'missing'))).resolves.toEqual(expected)
    await expect(drawingWebp(svg, undefined)).resolves.toEqual(expected)
    const meta = await sharp(expected).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 36])
  })
})
