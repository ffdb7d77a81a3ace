import { beforeAll, describe, expect, inject, it } from 'vitest'
import { adminAuth } from './support/admin'

let baseUrl: string
beforeAll(() => {
  baseUrl = inject('baseUrl')
})

const send = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
    body: JSON.stringify(body),
  })

const message = (subject: string) => ({
  name: 'Kai Lenny',
  email: 'kai@example.com',
  subject,
  message: 'Please add Jaws to the spot list.',
})

const storedSubjects = async () => {
  const response = await fetch(`${baseUrl}/cms-api/contact-messages?limit=100`, {
    headers: await adminAuth(baseUrl),
  })
  const { docs } = (await response.json()) as { docs: { subject: string }[] }
  return docs.map((d) => d.subject)
}

describe('POST /api/contact', () => {
  it('should store a valid message for the admins and answer 201', async () => {
    const response = await send(message('Stored message'))
    expect(response.status).toBe(201)
    expect(await storedSubjects()).toContain('Stored message')
  })

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ subject: ' ' }, 'Subject is required'],
    [{ message: 'short' }, 'Message must be at least 10 characters'],
  ])('should refuse %o with 400 "%s" and store nothing', async (change, expected) => {
    const response = await send({ ...message('Refused message'), ...change })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe(expected)
    expect(await storedSubjects()).not.toContain('Refused message')
  })

  it('should accept a filled honeypot without storing it', async () => {
    const response = await send({ ...message('Bot message'), website: 'http://spam.example' })
    expect(response.status).toBe(201)
    expect(await storedSubjects()).not.toContain('Bot message')
  })

  it('should refuse a cross-site post with 403', async () => {
    const response = await send(message('Cross-site'), { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await storedSubjects()).not.toContain('Cross-site')
  })

  it('should keep contact messages away from visitors', async () => {
    const response = await fetch(`${baseUrl}/cms-api/contact-messages`)
    expect(response.status).toBe(403)
  })

  it('should slow down a sender with 429 after five messages in ten minutes', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await send(message(`Burst ${i}`))).status)
    expect(statuses).toContain(429)
    expect(statuses.at(-1)).toBe(429)
  })
})
