import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'
import { readS3Settings, s3StoragePlugins, S3ConfigError } from './s3'

const FULL = {
  S3_BUCKET: 'firing-media',
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: 'http://minio:9000',
  S3_ACCESS_KEY_ID: 'firing',
  S3_SECRET_ACCESS_KEY: 'firing-secret',
  S3_FORCE_PATH_STYLE: 'true',
}

const without = (name: keyof typeof FULL) => ({ ...FULL, [name]: undefined })

describe('readS3Settings', () => {
  it('should answer null (uploads on disk) when no S3 variable is set', () => {
    expect(readS3Settings({})).toBeNull()
    expect(readS3Settings({ S3_BUCKET: '  ' })).toBeNull()
  })

  it('should read a complete configuration', () => {
    expect(readS3Settings(FULL)).toEqual({
      bucket: 'firing-media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'firing', secretAccessKey: 'firing-secret' },
      forcePathStyle: true,
    })
  })

  it('should leave the endpoint, the keys and path style to their defaults (AWS, role, host style)', () => {
    expect(readS3Settings({ S3_BUCKET: 'b', S3_REGION: 'eu-west-3' })).toEqual({
      bucket: 'b',
      region: 'eu-west-3',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    })
  })

  it.each([
    [without('S3_REGION'), 'S3_REGION is required with S3_BUCKET'],
    [without('S3_SECRET_ACCESS_KEY'), 'S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID'],
    [without('S3_ACCESS_KEY_ID'), 'S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY'],
    [{ ...FULL, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ ...FULL, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) URL'],
    [without('S3_BUCKET'), 'S3_ENDPOINT is set but S3_BUCKET is not'],
    [{ S3_REGION: 'us-east-1' }, 'S3_REGION is set but S3_BUCKET is not'],
  ])('should refuse to start with a clear message (%#)', (env, message) => {
    expect(() => readS3Settings(env)).toThrow(S3ConfigError)
    expect(() => readS3Settings(env)).toThrow(message)
  })
})

describe('s3StoragePlugins', () => {
  const upload = (slug: string): CollectionConfig => ({
    slug,
    upload: { staticDir: `/tmp/${slug}`, imageSizes: [{ name: 'thumb', width: 400 }] },
    fields: [{ name: 'alt', type: 'text' }],
  })
  const config = { collections: [upload('media'), upload('feed-media'), upload('other')] }

  it('should add nothing without S3_BUCKET', () => {
    expect(s3StoragePlugins({})).toEqual([])
  })

  it('should move both upload collections off local disk and add no stored field', async () => {
    const [plugin] = s3StoragePlugins(FULL)
    const result = await plugin!(structuredClone(config) as unknown as Config)
    const bySlug = new Map(result.collections?.map((c) => [c.slug, c]))
    for (const slug of ['media', 'feed-media']) {
      const collection = bySlug.get(slug)!
      expect(collection.upload).toMatchObject({ adapter: 's3', disableLocalStorage: true })
      // `url` and `sizes` are Payload's own upload fields, there with or without S3.
      const names = collection.fields.map((field) => ('name' in field ? field.name : ''))
      expect(names.sort()).toEqual(['alt', 'sizes', 'url'])
    }
    expect(bySlug.get('other')).toEqual(config.collections[2])
  })
  it('should leave the admin without the browser-upload handler (an other copy of @payloadcms/ui)', async () => {
    const [plugin] = s3StoragePlugins(FULL)
    const result = await plugin!(structuredClone(config) as unknown as Config)
    expect(result.admin?.dependencies ?? {}).toEqual({})
    expect(result.admin?.components?.providers ?? []).toEqual([])
  })
})
