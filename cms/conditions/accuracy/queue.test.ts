import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { queueVerification, VERIFY_TASK } from './queue'

function fakePayload(waiting: number) {
  const queue = vi.fn(async () => ({ id: 1 }))
  const count = vi.fn(async () => ({ totalDocs: waiting }))
  return { payload: { count, jobs: { queue } } as unknown as Payload, queue, count }
}

describe('queueVerification', () => {
  it('should queue a verification in the conditions queue when none is due', async () => {
    const { payload, queue } = fakePayload(0)
    await queueVerification(payload, 'after a refresh')
    expect(queue).toHaveBeenCalledWith({
      task: VERIFY_TASK,
      queue: 'conditions',
      input: { reason: 'after a refresh' },
    })
  })

  it('should not queue a second one while one is due and waiting', async () => {
    const { payload, queue } = fakePayload(1)
    await queueVerification(payload, 'after a refresh')
    expect(queue).not.toHaveBeenCalled()
  })

  it('should not count the nightly job that waits for its time', async () => {
    const { payload, count } = fakePayload(0)
    await queueVerification(payload, 'after a refresh')
    const where = (count.mock.calls[0] as unknown as [{ where: { or: unknown[] } }])[0].where
    expect(where.or).toEqual([
      { waitUntil: { exists: false } },
      { waitUntil: { less_than_equal: expect.any(String) } },
    ])
  })
})
