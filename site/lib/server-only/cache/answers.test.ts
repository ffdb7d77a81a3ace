import { describe, expect, it } from 'vitest'
import { cachedAnswer, invalidateAnswers } from './answers'

describe('cachedAnswer', () => {
  it('should keep nothing when the build fails (a database outage), and build again next time', async () => {
    invalidateAnswers()
    const down = () => Promise.reject(new Error('connect ECONNREFUSED'))
    await expect(cachedAnswer('spots:outage', down, 0)).rejects.toThrow('ECONNREFUSED')
    const answer = await cachedAnswer('spots:outage', () => Promise.resolve(['back']), 1)
    expect(answer.value).toEqual(['back'])
  })
})
