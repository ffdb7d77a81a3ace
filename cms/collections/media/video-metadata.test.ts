import { describe, expect, it } from 'vitest'
import { blankVideoMetadataInBuffer } from './video-metadata'

/** An ISO box: 32-bit size, type, payload. */
const box = (type: string, ...payload: (Buffer | string)[]) => {
  const body = Buffer.concat(payload.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)))
  const header = Buffer.alloc(8)
  header.writeUInt32BE(8 + body.length, 0)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, body])
}

describe('blanking MP4/MOV metadata boxes', () => {
  it('should turn udta, meta and uuid boxes into zeroed free boxes of the same size', async () => {
    const file = Buffer.concat([
      box('ftyp', 'isom0000'),
      box(
        'moov',
        box('mvhd', 'header'),
        box('trak', box('tkhd', 'track'), box('udta', box('\u00a9xyz', '+35.65+139.74/'))),
        box('meta', 'com.apple.quicktime.location.ISO6709 +35.65+139.74'),
      ),
      box('uuid', 'xmp GPSLatitude 35,39N'),
      box('mdat', 'frames'),
    ])
    const before = Buffer.from(file)
    expect(await blankVideoMetadataInBuffer(file)).toBe(3)
    expect(file.length).toBe(before.length)
    for (const secret of ['+35.65', 'GPSLatitude', 'udta', 'uuid', 'meta']) {
      expect([secret, file.includes(secret)]).toEqual([secret, false])
    }
    for (const kept of ['ftyp', 'mvhd', 'tkhd', 'trak', 'frames']) {
      expect([kept, file.includes(kept)]).toEqual([kept, true])
    }
    expect(file.subarray(-14).equals(before.subarray(-14))).toBe(true)
  })

  it('should leave a file it cannot parse alone', async () => {
    const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42])
    const before = Buffer.from(webm)
    expect(await blankVideoMetadataInBuffer(webm)).toBe(0)
    expect(webm.equals(before)).toBe(true)
  })
})
