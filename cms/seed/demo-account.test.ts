import { describe, expect, it } from 'vitest'
import { readDemoAccount } from './demo-account'

const env = (vars: Record<string, string | undefined>) => vars as NodeJS.ProcessEnv

describe('readDemoAccount', () => {
  it.each<Record<string, string>>([
    {},
    { DEMO_ACCOUNT: '' },
    { DEMO_ACCOUNT: 'true' },
    { DEMO_EMAIL: 'a@b.c' },
  ])('should answer null unless DEMO_ACCOUNT=on (%o)', (vars) => {
    expect(readDemoAccount(env(vars))).toBeNull()
  })

  it('should answer the default demo surfer when DEMO_ACCOUNT=on', () => {
    expect(readDemoAccount(env({ DEMO_ACCOUNT: 'on' }))).toEqual({
      email: 'demo@firing.local',
      password: 'surfsup-demo',
    })
  })

  it('should take the email and password from the environment', () => {
    const vars = { DEMO_ACCOUNT: 'on', DEMO_EMAIL: 'd@x.test', DEMO_PASSWORD: 'pw' }
    expect(readDemoAccount(env(vars))).toEqual({ email: 'd@x.test', password: 'pw' })
  })
})
