import type { Payload } from 'payload'
import { seedCams } from './cams'
import { seedEditorial } from './editorial'
import { seedSpots } from './spots'
import { seedUsers } from './users'

type SeedConfig = {
  admin: { email: string; password: string }
  demo: { email: string; password: string } | null
  /** The seed images the build rendered (dist/seed-images); without it they are rendered now. */
  prebuiltImages?: string
}

/** Fills an empty database and tops up a partial one; safe to run on every start. */
export async function seedDatabase(payload: Payload, config: SeedConfig): Promise<void> {
  const started = Date.now()
  await seedUsers(payload, config)
  await seedSpots(payload, config.prebuiltImages)
  await seedCams(payload)
  await seedEditorial(payload, config.prebuiltImages)
  payload.logger.info(`seed: checked in ${Date.now() - started} ms`)
}

// The public surface site/ imports (eslint.config.js refuses deeper imports).
export * from './images/spot-image'
