import type { Payload } from 'payload'
import { seedUsers } from './users'

type SeedConfig = {
  admin: { email: string; password: string }
  demo: { email: string; password: string }
}

/** Fills an empty database and tops up a partial one; safe to run on every start. */
export async function seedDatabase(payload: Payload, config: SeedConfig): Promise<void> {
  await seedUsers(payload, config)
}
