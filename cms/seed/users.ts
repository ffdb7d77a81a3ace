import type { Payload } from 'payload'

type Account = { email: string; password: string }

/**
 * The admin from ADMIN_EMAIL/ADMIN_PASSWORD and, with DEMO_ACCOUNT=on only, the demo surfer shown
 * in the sign-in hint.
 */
export async function seedUsers(
  payload: Payload,
  accounts: { admin: Account; demo: Account | null },
) {
  await ensureUser(payload, {
    ...accounts.admin,
    role: 'admin',
    firstName: 'Firing',
    lastName: 'Admin',
  })
  if (!accounts.demo) return
  await ensureUser(payload, {
    ...accounts.demo,
    role: 'surfer',
    firstName: 'Demo',
    lastName: 'Surfer',
  })
}

async function ensureUser(
  payload: Payload,
  user: Account & { role: 'admin' | 'surfer'; firstName: string; lastName: string },
): Promise<void> {
  const found = await payload.count({
    collection: 'users',
    where: { email: { equals: user.email } },
  })
  if (found.totalDocs > 0) return
  await payload.create({ collection: 'users', data: user })
  payload.logger.info(`seed: created ${user.role} ${user.email}`)
}
