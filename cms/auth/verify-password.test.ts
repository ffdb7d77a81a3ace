import { pbkdf2Sync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { verifyPassword } from './verify-password'

const salt = 'a1b2c3'
const legacy = pbkdf2Sync('hunter2', salt, 25_000, 512, 'sha256').toString('hex')
const current = `pbkdf2-sha256-v1:${pbkdf2Sync('hunter2', salt, 600_000, 32, 'sha256').toString('hex')}`

describe('verifyPassword', () => {
  it.each([
    ['the current format', current],
    ['the legacy format', legacy],
  ])('should accept the right password in %s', async (_, hash) => {
    expect(await verifyPassword('hunter2', { hash, salt })).toBe(true)
  })

  it.each([
    ['a wrong password', 'hunter3', { hash: current, salt }],
    ['an empty password', '', { hash: current, salt }],
    ['another salt', 'hunter2', { hash: current, salt: 'ffff' }],
    ['no stored hash', 'hunter2', { salt }],
    ['a truncated hash', 'hunter2', { hash: current.slice(0, 40), salt }],
  ])('should refuse %s', async (_, password, stored) => {
    expect(await verifyPassword(password, stored)).toBe(false)
  })
})
