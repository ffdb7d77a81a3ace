import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { damagedUploads, realImage, type ImageFormat } from '../../../tests/support/damaged-images'
import {
  checkUploadedFile,
  declaredTypes,
  UNREADABLE_IMAGE_MESSAGE,
  UnreadableImage,
} from './image-check'

const FORMATS: [ImageFormat, string][] = [
  ['jpeg', 'jpg'],
  ['png', 'png'],
  ['webp', 'webp'],
  ['gif', 'gif'],
]

/** What the check says of a file given in memory: its sniffed type, or the refusal's message. */
const verdict = (file: Parameters<typeof checkUploadedFile>[0]) =>
  checkUploadedFile(file).then(
    (type) => type?.mime,
    (error: unknown) => (error instanceof UnreadableImage ? error.message : String(error)),
  )

describe('checkUploadedFile', () => {
  it('should pass each real image, in memory and on disk, with its sniffed type', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'image-check-'))
    try {
      for (const [format, ext] of FORMATS) {
        const data = await realImage(format)
        const tempFilePath = path.join(dir, format)
        await fs.writeFile(tempFilePath, data)
        const declared = { mimetype: `image/${format}`, name: `wave.${ext}` }
        expect(await verdict({ data, ...declared })).toBe(`image/${format}`)
        expect(await verdict({ tempFilePath, data: Buffer.alloc(0), ...declared })).toBe(
          `image/${format}`,
        )
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })

  it('should refuse each damaged, cut or mislabelled upload', async () => {
    const uploads = await damagedUploads()
    const verdicts = []
    for (const { label, bytes, name, type } of uploads) {
      verdicts.push([label, await verdict({ data: bytes, name, mimetype: type })])
    }
    expect(verdicts).toEqual(uploads.map(({ label }) => [label, UNREADABLE_IMAGE_MESSAGE]))
  })

  it('should find the damage a header read misses: the JPEG and PNG still give metadata', async () => {
    const uploads = await damagedUploads()
    for (const label of ['a damaged JPEG', 'a damaged PNG', 'a JPEG cut in half']) {
      const { bytes } = uploads.find((upload) => upload.label === label)!
      const { width, height } = await sharp(bytes).metadata()
      expect([label, width, height]).toEqual([label, 320, 240])
    }
  })

  it('should be a 400 for Payload, with the plain message', () => {
    const error = new UnreadableImage()
    expect([error.status, error.message, error.isPublic]).toEqual([
      400,
      'This image could not be read',
      true,
    ])
  })

  it('should leave what it cannot judge to Payload: an SVG, a text file, an unknown name', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')
    expect(await verdict({ data: svg, name: 'logo.svg', mimetype: 'image/svg+xml' })).toBe(
      undefined,
    )
    const text = Buffer.from('just words\n')
    expect(await verdict({ data: text, name: 'notes.txt', mimetype: 'text/plain' })).toBe(undefined)
    const jpeg = await realImage('jpeg')
    const named = { data: jpeg, mimetype: 'application/octet-stream' }
    expect(await verdict({ ...named, name: 'photo.jpg_large' })).toBe('image/jpeg')
    expect(await verdict({ ...named, name: 'photo' })).toBe('image/jpeg')
  })

  it('should refuse a text file declared as a photo', async () => {
    const text = Buffer.from('just words\n'.repeat(20))
    expect(await verdict({ data: text, name: 'wave.jpg', mimetype: 'image/jpeg' })).toBe(
      UNREADABLE_IMAGE_MESSAGE,
    )
  })

  it('should let any video declaration fit any video container', async () => {
    const video = await fs.readFile(
      path.join(import.meta.dirname, '../../../tests/fixtures/wave.mp4'),
    )
    for (const [mimetype, name] of [
      ['video/quicktime', 'clip.mov'],
      ['video/mp4', 'clip.mp4'],
      ['video/x-m4v', 'clip.m4v'],
    ]) {
      expect(await verdict({ data: video, mimetype, name })).toBe('video/mp4')
    }
    expect(await verdict({ data: video, mimetype: 'image/jpeg', name: 'clip.jpg' })).toBe(
      UNREADABLE_IMAGE_MESSAGE,
    )
  })
})

describe('declaredTypes', () => {
  it.each([
    ['image/jpg', 'IMG_0001.JPG', ['image/jpeg', 'image/jpeg']],
    ['image/pjpeg', 'scan.jfif', ['image/jpeg', 'image/jpeg']],
    ['image/x-png; name=a', 'a.png', ['image/png', 'image/png']],
    ['application/octet-stream', 'clip.bin', []],
    ['', 'clip.MOV', ['video/quicktime']],
    ['text/plain', 'dawn.txt', ['text/plain']],
    ['video/mp4', undefined, ['video/mp4']],
  ])('should read %j with %j as %j', (mimetype, name, expected) => {
    expect(declaredTypes({ mimetype, name })).toEqual(expected)
  })
})
