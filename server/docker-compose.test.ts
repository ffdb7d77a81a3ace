// docker-compose.yml cannot be run here (no Docker engine); its app settings are checked instead.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { readS3Settings } from '../cms/storage/s3'

type Service = { environment?: Record<string, string>; entrypoint?: string[]; depends_on?: object }
const compose = parse(
  readFileSync(path.resolve(import.meta.dirname, '../docker-compose.yml'), 'utf8'),
) as { services: Record<string, Service> }

/** Compose's `${NAME:-default}` as it resolves with nothing set in the shell. */
const withDefaults = (env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(env).map(([name, value]) => [
      name,
      value.replace(/\$\{\w+:-([^}]*)\}/g, (_, fallback: string) => fallback),
    ]),
  )

describe('docker-compose.yml', () => {
  const app = withDefaults(compose.services.app?.environment ?? {})
  const minio = withDefaults(compose.services.minio?.environment ?? {})

  it('should give the app a complete S3 configuration for MinIO with MinIO’s own keys', () => {
    expect(readS3Settings(app)).toEqual({
      bucket: 'firing-media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: {
        accessKeyId: minio.MINIO_ROOT_USER,
        secretAccessKey: minio.MINIO_ROOT_PASSWORD,
      },
      forcePathStyle: true,
    })
  })

  it('should create that bucket before the app starts', () => {
    const setup = compose.services['minio-setup']
    expect(setup?.entrypoint?.join(' ')).toContain(`mc mb --ignore-existing local/${app.S3_BUCKET}`)
    expect(compose.services.app?.depends_on).toMatchObject({
      'minio-setup': { condition: 'service_completed_successfully' },
    })
  })
})
