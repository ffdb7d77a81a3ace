// Uploads as a phone makes them, with where and with what they were taken, for the tests that
// check nothing of it is stored (tests/security-media.test.ts, tests/uploads-s3.test.ts).
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { expect } from 'vitest'
import { adminAuth } from './admin'

/** A phone-like JPEG: GPS and camera EXIF, GPS in XMP, an ICC profile, EXIF orientation 6. */
export async function phonePhoto(): Promise<Buffer> {
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#2a7ab0' },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: {
        GPSMapDatum: 'WGS-84',
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 39/1 3120/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '139/1 44/1 4440/100',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="35,39.52N"/>' +
        '</rdf:RDF></x:xmpmeta>',
    )
    .toBuffer()
  const meta = await sharp(photo).metadata()
  expect(meta.orientation).toBe(6)
  expect([meta.exif?.includes('WGS-84'), Boolean(meta.xmp), Boolean(meta.icc)]).toEqual([
    true,
    true,
    true,
  ])
  return photo
}

/** A real MP4 (tests/fixtures/wave.mp4) whose moov/udta holds a QuickTime location (©xyz). */
export async function videoWithLocation(): Promise<Buffer> {
  const video = Buffer.from(
    await fs.readFile(path.join(import.meta.dirname, '../fixtures/wave.mp4')),
  )
  // The fixture's udta box sits at 881 and is 98 bytes long: rewrite it, same size, as a udta
  // holding one ©xyz box, so no offset in the file moves.
  const at = 881
  expect(video.toString('latin1', at + 4, at + 8)).toBe('udta')
  const size = video.readUInt32BE(at)
  const box = Buffer.alloc(size)
  box.writeUInt32BE(size, 0)
  box.write('udta', 4, 'latin1')
  box.writeUInt32BE(size - 8, 8)
  box.write('\u00a9xyz', 12, 'latin1')
  box.writeUInt16BE(size - 20, 16)
  box.write('+35.6586+139.7454/'.padEnd(size - 20, ' '), 20, 'latin1')
  box.copy(video, at)
  return video
}

/** Every EXIF, XMP, IPTC or ICC block sharp finds in an image. */
export async function metadataBlocks(bytes: Buffer) {
  const meta = await sharp(bytes).metadata()
  return { exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc }
}

export const NO_METADATA = { exif: undefined, xmp: undefined, iptc: undefined, icc: undefined }

/** A file the admin uploads through /cms-api: its bytes, its name and its declared type. */
export type AdminUpload = { bytes: Uint8Array; name: string; type: string }

/**
 * The admin uploads a file into an upload collection through Payload's REST API (multipart),
 * signing in first unless `auth` (adminAuth's headers) is given.
 */
export async function uploadAsAdmin(
  baseUrl: string,
  collection: 'media' | 'feed-media',
  file: AdminUpload,
  auth?: Record<string, string>,
): Promise<Response> {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
  form.set('_payload', JSON.stringify({ alt: 'Hero' }))
  const { authorization } = auth ?? (await adminAuth(baseUrl))
  return fetch(`${baseUrl}/cms-api/${collection}`, {
    method: 'POST',
    headers: { authorization: authorization!, origin: baseUrl },
    body: form,
  })
}

/** The admin uploads phonePhoto() as an editorial image through /cms-api/media (multipart). */
export async function uploadEditorialPhoto(baseUrl: string): Promise<Response> {
  const bytes = await phonePhoto()
  return uploadAsAdmin(baseUrl, 'media', { bytes, name: 'hero.jpg', type: 'image/jpeg' })
}
