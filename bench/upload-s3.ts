// Uploads on S3: the same generated video posted to an instance storing on
// local disk and to one storing in a bucket (s3rver on loopback), with each server's RSS before,
// at its peak during, and after. Payload's S3 adapter streams the temp file to the bucket, in
// 50 MB multipart parts above 50 MB. Prints numbers; asserts nothing (shared, noisy machines).
import os from 'node:os'
import { startS3Server } from '../tests/support/s3-server'
import { spawnServer } from '../tests/support/spawn-server'
import { startTestDatabase } from '../tests/support/test-database'
import { benchUpload } from './feed/http'
import { formatTable } from './support/table'

const SIZES_MB = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0)
const sizes = SIZES_MB.length ? SIZES_MB : [30, 90]

console.log(`S3 upload bench: ${os.cpus().length} CPUs, node ${process.version}`)
const database = await startTestDatabase()
const s3 = await startS3Server()
try {
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    TRUST_PROXY: 'true',
    CONDITIONS_AUTORUN: 'false',
    UPSTREAM_BASE_URL: 'http://127.0.0.1:9',
  }
  const disk = await spawnServer(env)
  const bucket = await spawnServer({ ...env, ...s3.env })
  const rows = []
  for (const megabytes of sizes) {
    for (const [storage, server] of [
      ['local disk', disk],
      ['S3 (s3rver)', bucket],
    ] as const) {
      const run = await benchUpload(server, megabytes)
      rows.push([
        `${megabytes} MB video, ${storage}`,
        run.status,
        run.ms,
        run.before,
        run.peak,
        run.after,
      ])
    }
  }
  console.log(
    `\n${formatTable([['upload', 'status', 'ms', 'RSS before', 'peak', 'after (MB)'], ...rows])}`,
  )
  await Promise.all([disk.stop(), bucket.stop()])
} finally {
  await s3.close()
  await database.stop()
}
