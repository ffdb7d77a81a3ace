import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { SPOT_SEEDS } from '../data/spots'
import type { SpotSeed } from '../data/spots'
import { drawEditorialImage, drawFallbackDashboardImage, drawSpotImage } from './spot-image'

function spotBySlug(slug: string): SpotSeed {
  const spot = SPOT_SEEDS.find((candidate) => candidate.slug === slug)
  if (!spot) throw new Error(`no seed spot ${slug}`)
  return spot
}

async function renderedSize(svg: string): Promise<{ width?: number; height?: number }> {
  const webp = await sharp(Buffer.from(svg)).webp().toBuffer()
  const { width, height, format } = await sharp(webp).metadata()
  expect(format).toBe('webp')
  return { width, height }
}

// One spot per break type, plus a tropical and a high-latitude palette.
const SAMPLE_SLUGS = ['cocoa-beach-pier', 'rincon', 'banzai-pipeline', 'mundaka', 'thurso-east']

describe('drawSpotImage', () => {
  it.each(SAMPLE_SLUGS)('should render %s to a 1200x675 webp with sharp', async (slug) => {
    await expect(renderedSize(drawSpotImage(spotBySlug(slug)))).resolves.toEqual({
      width: 1200,
      height: 675,
    })
  })

  it('should honour a requested size', async () => {
    const svg = drawSpotImage(spotBySlug('rincon'), { width: 640, height: 360 })
    await expect(renderedSize(svg)).resolves.toEqual({ width: 640, height: 360 })
  })

  it('should give the same SVG for the same spot', () => {
    const spot = spotBySlug('sayulita')
    expect(drawSpotImage(spot)).toBe(drawSpotImage(spot))
  })

  it('should give different SVG for different spots', () => {
    expect(drawSpotImage(spotBySlug('rye-rocks'))).not.toBe(drawSpotImage(spotBySlug('sayulita')))
  })

  it('should give every seeded spot its own image', () => {
    const images = new Set(SPOT_SEEDS.map((spot) => drawSpotImage(spot)))
    expect(images.size).toBe(SPOT_SEEDS.length)
  })

  it('should contain no text elements', () => {
    expect(drawSpotImage(spotBySlug('uluwatu'))).not.toMatch(/<text/)
  })
})

describe('drawFallbackDashboardImage', () => {
  it('should render to a 1200x675 webp with sharp', async () => {
    await expect(renderedSize(drawFallbackDashboardImage())).resolves.toEqual({
      width: 1200,
      height: 675,
    })
  })
})

describe('drawEditorialImage', () => {
  it('should render to a 1200x675 webp with sharp', async () => {
    await expect(renderedSize(drawEditorialImage('Pyzel Surfboards'))).resolves.toEqual({
      width: 1200,
      height: 675,
    })
  })

  it('should differ between seed texts', () => {
    expect(drawEditorialImage('Surf Office')).not.toBe(drawEditorialImage('Tropicsurf'))
  })
})
