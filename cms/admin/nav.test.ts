import type { ClientUser } from 'payload'
import { describe, expect, it } from 'vitest'
import { hiddenFromNonAdmins } from './nav'

const as = (role: string | null) => ({ user: { role } as unknown as ClientUser })

describe('the Data group', () => {
  it('should be shown to admins', () => {
    expect(hiddenFromNonAdmins(as('admin'))).toBe(false)
  })

  it.each(['editor', 'surfer', null])('should be hidden from %s', (role) => {
    expect(hiddenFromNonAdmins(as(role))).toBe(true)
  })
})
