import type { Payload } from 'payload'
import { seedCams } from './cams'
import { seedEditorial } from './editorial'
import { seedSpots } from './spots'
import { seedUsers } from './users'

type SeedConfig = {
  admin: { email: string; password: string }
  demo: { email: string; password: string } | null
}

/** Fills an empty database and tops up a partial one; safe to run on every start. */
export async function seedDatabase(payload: Payload, config: SeedConfig): Promise<void> {
  const started = Date.now()
  await seedUsers(payload, config)
  await seedSpots(payload)
  await seedCams(payload)
  await seedEditorial(payload)
  payload.logger.info(`seed: checked in ${Date.now() - started} ms`)
}
