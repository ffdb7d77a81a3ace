import { describe, expect, it } from 'vitest'
import { ContactMessageInput } from './contact'

const valid = {
  name: 'Kai',
  email: 'kai@example.com',
  subject: 'Hello',
  message: 'Add Pavones, please!',
}

const firstMessage = (input: unknown) => {
  const result = ContactMessageInput.safeParse(input)
  return result.success ? null : result.error.issues[0]?.message
}

describe('ContactMessageInput', () => {
  it('should accept a complete message', () => {
    expect(firstMessage(valid)).toBeNull()
  })

  it.each([
    [{ name: '  ' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ subject: '' }, 'Subject is required'],
    [{ subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters'],
    [{ message: 'too short' }, 'Message must be at least 10 characters'],
    [{ message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
  ])('should refuse %o with "%s"', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message)
  })

  it('should accept exactly 10 and exactly 2000 characters', () => {
    expect(firstMessage({ ...valid, message: 'x'.repeat(10) })).toBeNull()
    expect(firstMessage({ ...valid, message: 'x'.repeat(2000) })).toBeNull()
  })
})
