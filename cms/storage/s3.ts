// Uploads on S3-compatible object storage (docs/scaling.md): with S3_BUCKET set,
// every upload collection stores its files in the bucket through Payload's S3 adapter, so any
// instance serves any upload; without it files stay on local disk (MEDIA_DIR). The environment
// is read here only: server/config.ts calls readS3Settings() so a half-set configuration stops
// the start with the variable's name, and payload.config.ts takes its plugin from here.
import type { CollectionConfig, Config, Plugin } from 'payload'

type Env = Record<string, string | undefined>

export type S3Settings = {
  bucket: string
  region: string
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string
  /** Unset: the SDK's default chain (instance role, AWS_* variables, shared files). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** Bucket in the path (MinIO and most S3-compatible servers) rather than in the host name. */
  forcePathStyle: boolean
}

/** Thrown at start for a half-set or malformed S3 configuration; the message names the variable. */
export class S3ConfigError extends Error {
  override name = 'S3ConfigError'
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const

const value = (env: Env, name: string) => env[name]?.trim() || undefined

/** The S3 settings, or null when S3_BUCKET is unset (uploads on local disk). */
export function readS3Settings(env: Env = process.env): S3Settings | null {
  const bucket = value(env, 'S3_BUCKET')
  if (!bucket) {
    const stray = S3_VARIABLES.find((name) => value(env, name))
    if (stray)
      throw new S3ConfigError(
        `${stray} is set but S3_BUCKET is not: set S3_BUCKET to store uploads in that bucket, or unset ${stray}`,
      )
    return null
  }
  const region = value(env, 'S3_REGION')
  if (!region)
    throw new S3ConfigError('S3_REGION is required with S3_BUCKET (any name, e.g. us-east-1)')
  const endpoint = value(env, 'S3_ENDPOINT')
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint))
    throw new S3ConfigError(
      `S3_ENDPOINT must be an http(s) URL such as http://minio:9000, not "${endpoint}"`,
    )
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID')
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY')
  if (accessKeyId && !secretAccessKey)
    throw new S3ConfigError('S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID')
  if (secretAccessKey && !accessKeyId)
    throw new S3ConfigError('S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY')
  const pathStyle = value(env, 'S3_FORCE_PATH_STYLE') ?? 'false'
  if (pathStyle !== 'true' && pathStyle !== 'false')
    throw new S3ConfigError(`S3_FORCE_PATH_STYLE must be true or false, not "${pathStyle}"`)
  return {
    bucket,
    region,
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle === 'true',
  }
}

/**
 * Where each upload collection's objects go in the bucket: editorial media at the top, feed
 * uploads under feed/, as on disk (MEDIA_DIR and MEDIA_DIR/feed), so names never collide.
 */
export const STORED_COLLECTIONS = { media: '', 'feed-media': 'feed' } as const

// The cloud storage plugin adds a `_objectKey` field (and `prefix` with a collection prefix) to
// keep per-document folders for browser-direct uploads. Firing uploads only through the server,
// always to the collection's prefix, so neither is needed, and as stored fields they would be
// columns the committed migrations do not have. Without them the plugin builds every key from
// the collection prefix and the file name.
const UNSTORED_PLUGIN_FIELDS = new Set(['_objectKey', 'prefix'])

function withoutUnstoredFields(collection: CollectionConfig): CollectionConfig {
  if (!(collection.slug in STORED_COLLECTIONS)) return collection
  const fields = collection.fields.filter(
    (field) => !('name' in field && UNSTORED_PLUGIN_FIELDS.has(field.name)),
  )
  return { ...collection, fields }
}

// The adapter also registers a browser-upload handler in the admin (a provider per collection,
// and an import map entry), even with browser uploads off. It is built on the cloud storage
// plugin's own copy of @payloadcms/ui (3.90.1, ours is 3.90.2), whose React contexts the admin
// never provides: the admin's every page fails to render. Firing uploads only through the
// server, so the handler is taken out again; the import map stays as without S3.
const CLIENT_UPLOAD_HANDLER = '@payloadcms/storage-s3/client#S3ClientUploadHandler'

function withoutClientUploadHandler(config: Config): Config {
  const admin = config.admin ?? {}
  const { [CLIENT_UPLOAD_HANDLER]: _handler, ...dependencies } = admin.dependencies ?? {}
  const providers = admin.components?.providers?.filter(
    (provider) => !(typeof provider === 'object' && provider.path === CLIENT_UPLOAD_HANDLER),
  )
  return {
    ...config,
    admin: { ...admin, dependencies, components: { ...admin.components, providers } },
  }
}

/**
 * The S3 storage plugin for payload.config.ts, or none when S3_BUCKET is unset. Files are read
 * back through Payload's file route (`/cms-api/<collection>/file/<name>`) with its access control:
 * the bucket stays private and no bucket URL is ever handed out (a feed photo's original is
 * staff-only, cms/collections/feed-media/original-access.ts).
 */
export function s3StoragePlugins(env: Env = process.env): Plugin[] {
  const settings = readS3Settings(env)
  if (!settings) return []
  // Imported only with a bucket: the adapter and the AWS SDK are ~30 MB and a second of start
  // that a server storing on disk never uses.
  const plugin: Plugin = async (config: Config) => {
    const { s3Storage } = await import('@payloadcms/storage-s3')
    const storage = s3Storage({
      bucket: settings.bucket,
      collections: {
        media: { prefix: STORED_COLLECTIONS.media || undefined },
        'feed-media': { prefix: STORED_COLLECTIONS['feed-media'] },
      },
      config: {
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
        // default trailing checksums on streamed bodies.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    })
    const stored = withoutClientUploadHandler(await storage(config))
    return { ...stored, collections: stored.collections?.map(withoutUnstoredFields) }
  }
  return [plugin]
}
