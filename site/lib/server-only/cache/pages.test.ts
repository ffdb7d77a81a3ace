import { describe, expect, it } from 'vitest'
import { publish } from '../../../../cms/events'
import { cacheKeyFor, readCached, storeCached } from './pages'

const get = (path: string) => {
  const url = new URL(`http://x.test${path}`)
  return { request: new Request(url), url }
}

describe('page cache', () => {
  it.each([
    ['/blog', true],
    ['/board-room', true],
    ['/spot/3/cams', true],
    ['/blog?preview=abc', false],
    ['/', true],
    ['/surf-spots?date=2026-11-22', true],
    ['/profile', false],
    ['/summary', false],
    ['/blog?utm_source=x', false],
    ['/?tab=conditions', true],
    ['/?tab=discover', false],
    ['/spots?tab=discover', false],
    ['/discover', false],
    ['/discover/post/4', false],
    ['/spot/3/posts', false],
  ])('should decide whether %s is cacheable (%s)', (path, cacheable) => {
    const { request, url } = get(path)
    expect(cacheKeyFor(request, url) !== null).toBe(cacheable)
  })

  it('should keep a metric page apart from the imperial one', async () => {
    const url = new URL('http://x.test/')
    const imperial = cacheKeyFor(new Request(url), url)
    const metric = cacheKeyFor(new Request(url, { headers: { cookie: 'units=metric' } }), url)
    const unknown = cacheKeyFor(new Request(url, { headers: { cookie: 'units=bogus' } }), url)
    expect(metric).not.toBe(imperial)
    expect(unknown).toBe(imperial)
    await storeCached(metric ?? '', new Response('1.2m'), 0)
    const kept = await storeCached(imperial ?? '', new Response('4ft'), 0)
    expect(kept.headers.get('vary')).toBe('Cookie')
    expect(await readCached(imperial ?? '', 1)?.text()).toBe('4ft')
    expect(await readCached(metric ?? '', 1)?.text()).toBe('1.2m')
  })

  it('should serve a stored page until a publish clears it', async () => {
    await storeCached('/blog', new Response('<h1>v1</h1>', { status: 200 }), 0)
    expect(await readCached('/blog', 1000)?.text()).toBe('<h1>v1</h1>')
    publish('content:published', {
      collection: 'blog-entries',
      id: 1,
      publishedAt: '2026-11-21T00:00:00Z',
    })
    expect(readCached('/blog', 1000)).toBeUndefined()
  })

  it('should not keep errors or no-store answers, and should expire entries', async () => {
    await storeCached('/board-room', new Response('oops', { status: 500 }), 0)
    expect(readCached('/board-room', 1)).toBeUndefined()
    await storeCached(
      '/who-we-are',
      new Response('ok', { headers: { 'cache-control': 'no-store' } }),
      0,
    )
    expect(readCached('/who-we-are', 1)).toBeUndefined()
    await storeCached('/spot/1/cams', new Response('cams'), 0)
    expect(readCached('/spot/1/cams', 61_000)).toBeUndefined()
  })
  it('should answer a render whose data failed with 503, no-store, and not keep it', async () => {
    const rendered = new Response('<p>Failed to load surf data</p>', { status: 200 })
    const answer = await storeCached('/', rendered, 0, () => true)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.text()).toContain('Failed to load surf data')
    expect(readCached('/', 1)).toBeUndefined()
  })
})
