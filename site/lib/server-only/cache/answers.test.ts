import { describe, expect, it } from 'vitest'
import { publish } from '../../../../cms/events'
import { cachedAnswer, invalidateAnswers, keepPublicAnswer, serveCachedAnswer } from './answers'

const CONDITIONS_UPDATED = () =>
  publish('conditions:updated', {
    dates: ['2026-11-21'],
    spotIds: [1],
    updatedAt: '2026-11-21T06:00:00Z',
    source: 'sample',
  })
const CONTENT_PUBLISHED = () =>
  publish('content:published', {
    collection: 'surf-spots',
    id: 1,
    publishedAt: '2026-11-21T00:00:00Z',
  })
const POST_DELETED = () => publish('feed:post-deleted', { id: 4 })

const anonymousGet = (url: string) => ({ method: 'GET', url, headers: {} })
const sink = () => ({ writeHead: () => undefined, end: () => undefined })

/** Caches an answer and a kept response, publishes, and says which of the two are still served. */
async function survivesAfter(announce: () => void) {
  invalidateAnswers()
  await cachedAnswer('spots:2026-11-21', () => Promise.resolve('before'))
  keepPublicAnswer(new URL('http://x.test/api/surf-spots'), '[]', {})
  announce()
  const answer = await cachedAnswer('spots:2026-11-21', () => Promise.resolve('after'))
  return {
    answer: answer.value === 'before',
    response: await serveCachedAnswer(anonymousGet('/api/surf-spots'), sink()),
  }
}

describe('cachedAnswer', () => {
  it('should keep nothing when the build fails (a database outage), and build again next time', async () => {
    invalidateAnswers()
    const down = () => Promise.reject(new Error('connect ECONNREFUSED'))
    await expect(cachedAnswer('spots:outage', down, 0)).rejects.toThrow('ECONNREFUSED')
    const answer = await cachedAnswer('spots:outage', () => Promise.resolve(['back']), 1)
    expect(answer.value).toEqual(['back'])
  })

  it('should drop cached answers when conditions:updated is published', async () => {
    expect(await survivesAfter(CONDITIONS_UPDATED)).toEqual({ answer: false, response: false })
  })

  it('should drop cached answers when content:published is published', async () => {
    expect(await survivesAfter(CONTENT_PUBLISHED)).toEqual({ answer: false, response: false })
  })

  it('should keep cached answers when a feed event is published', async () => {
    expect(await survivesAfter(POST_DELETED)).toEqual({ answer: true, response: true })
  })
})
