/** The demo surfer's sign-in. */
export type DemoAccount = { email: string; password: string }

/**
 * The demo surfer the seed creates and the sign-in dialog shows as a hint, or null: its password
 * is printed on the sign-in page, so it exists only where DEMO_ACCOUNT=on says so.
 */
export function readDemoAccount(env: NodeJS.ProcessEnv = process.env): DemoAccount | null {
  if (env.DEMO_ACCOUNT !== 'on') return null
  return {
    email: env.DEMO_EMAIL ?? 'demo@firing.local',
    password: env.DEMO_PASSWORD ?? 'surfsup-demo',
  }
}
