import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export type S3Server = {
  /** The S3_* settings that point a Firing instance at this server's bucket. */
  env: Record<string, string>
  /** Every key in the bucket. */
  keys: () => Promise<string[]>
  /** An object's bytes, or null when the key is absent. */
  object: (key: string) => Promise<Buffer | null>
  close: () => Promise<void>
}

const BUCKET = 'firing-uploads'

/**
 * A real S3-protocol server (s3rver) on loopback, storing in a fresh temporary directory, with one
 * empty bucket. The test reads the bucket over the same protocol (s3rver answers unsigned reads).
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'firing-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const bucketUrl = `${endpoint}/${BUCKET}`
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async () => {
      const listing = await (await fetch(`${bucketUrl}?list-type=2&max-keys=1000`)).text()
      if (listing.includes('<IsTruncated>true</IsTruncated>')) throw new Error('bucket too full')
      return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!)
    },
    object: async (key) => {
      const response = await fetch(`${bucketUrl}/${key}`)
      if (response.status === 404) return null
      if (!response.ok) throw new Error(`GET ${key}: ${response.status}`)
      return Buffer.from(await response.arrayBuffer())
    },
    close: async () => {
      await server.close()
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}
