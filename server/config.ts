import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type DemoAccount, readDemoAccount } from '../cms/seed/demo-account'
import { readS3Settings, type S3Settings } from '../cms/storage/s3'

export type AppConfig = {
  port: number
  host: string
  /** Where the embedded database, uploads and the generated secret live (`.data/` by default). */
  dataDir: string
  databaseUrl?: string
  payloadSecret: string
  /** 'postgres' when several instances share one database (docs/scaling.md). */
  realtimeAdapter: 'memory' | 'postgres'
  admin: { email: string; password: string }
  /** Only with DEMO_ACCOUNT=on (`npm start` turns it on for local runs). */
  demo: DemoAccount | null
  /** Uploads' bucket (S3_BUCKET and the rest), or null: on disk in MEDIA_DIR. */
  s3: S3Settings | null
}

/** Reads the environment (see .env.example); a missing secret is generated once and kept. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? '.data')
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    payloadSecret: env.PAYLOAD_SECRET || readOrCreateSecret(path.join(dataDir, 'payload-secret')),
    realtimeAdapter: env.REALTIME_ADAPTER === 'postgres' ? 'postgres' : 'memory',
    admin: {
      email: env.ADMIN_EMAIL ?? 'admin@firing.local',
      password: env.ADMIN_PASSWORD ?? 'firing-admin-change-me',
    },
    demo: readDemoAccount(env),
    // Checked here, before anything starts: a half-set S3 configuration names what is missing.
    s3: readS3Settings(env),
  }
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
