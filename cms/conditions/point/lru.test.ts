import { describe, expect, it } from 'vitest'
import { lruCache } from './lru'

describe('lruCache', () => {
  it('keeps a value and says it was kept', async () => {
    const cache = lruCache<number>({ max: 2, ttlMs: 1000 })
    let made = 0
    const make = async () => ++made
    expect(await cache.get('a', make)).toEqual({ value: 1, hit: false })
    expect(await cache.get('a', make)).toEqual({ value: 1, hit: true })
    expect(made).toBe(1)
  })

  it('drops the least recently used past its size', async () => {
    const cache = lruCache<string>({ max: 2, ttlMs: 1000 })
    await cache.get('a', async () => 'a')
    await cache.get('b', async () => 'b')
    await cache.get('a', async () => 'again') // a is now the most recent
    await cache.get('c', async () => 'c')
    expect(cache.size()).toBe(2)
    expect((await cache.get('a', async () => 'new a')).hit).toBe(true)
    expect(await cache.get('b', async () => 'new b')).toEqual({ value: 'new b', hit: false })
  })

  it('forgets an entry after its time', async () => {
    let t = 0
    const cache = lruCache<string>({ max: 5, ttlMs: 100, now: () => t })
    await cache.get('a', async () => 'first')
    t = 99
    expect((await cache.get('a', async () => 'second')).value).toBe('first')
    t = 100
    expect(await cache.get('a', async () => 'second')).toEqual({ value: 'second', hit: false })
  })

  it('shares one pending make between askers and forgets a failure', async () => {
    const cache = lruCache<number>({ max: 5, ttlMs: 1000 })
    let made = 0
    const make = () => new Promise<number>((resolve) => setTimeout(() => resolve(++made), 5))
    const [a, b] = await Promise.all([cache.get('k', make), cache.get('k', make)])
    expect([a.value, b.value, made]).toEqual([1, 1, 1])
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('x', async () => 7)).toEqual({ value: 7, hit: false })
  })
})

describe('lruCache.delete', () => {
  it('forgets one key so the next ask makes it again', async () => {
    const cache = lruCache<number>({ max: 5, ttlMs: 1000 })
    await cache.get('a', async () => 1)
    cache.delete('a')
    expect(await cache.get('a', async () => 2)).toEqual({ value: 2, hit: false })
  })
})
