import { describe, expect, it } from 'vitest'
import { publish } from '../../../../cms/events'
import { keepPublicAnswer } from './answers'
import {
  copyKeyFor,
  keepCopy,
  keepingCopy,
  staleCopy,
  staleResponse,
  STALE_BANNER_TEXT,
  withBanner,
} from './saved-copies'

describe('saved copies', () => {
  it('should answer a kept API answer stale, never cached, without its ETag', () => {
    keepPublicAnswer(new URL('http://x.test/api/surf-spots?date=2026-11-27'), '[{"id":1}]', {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=60',
    })
    const copy = staleCopy(copyKeyFor('/api/surf-spots?date=2026-11-27', null))
    expect(copy?.body.toString()).toBe('[{"id":1}]')
    expect(copy?.headers).toMatchObject({
      'x-data-stale': 'true',
      'cache-control': 'no-store',
      'content-length': '10',
      'access-control-allow-origin': '*',
    })
    expect(copy?.headers).not.toHaveProperty('etag')
  })

  it('should outlive the events that clear the caches', () => {
    keepPublicAnswer(new URL('http://x.test/api/surf-spots'), '[]', {})
    publish('content:published', { collection: 'surf-spots', id: 1, publishedAt: '2026-11-21' })
    expect(staleCopy('/api/surf-spots')?.body.toString()).toBe('[]')
  })

  it('should put the banner first in a page and keep pages per units', () => {
    const page = '<html><head></head><body class="x"><main>Spots</main></body></html>'
    keepCopy(copyKeyFor('/', 'units=metric'), [['content-type', 'text/html']], page)
    expect(staleCopy(copyKeyFor('/', null))).toBeUndefined()
    const text = staleCopy(copyKeyFor('/', 'a=b; units=metric'))?.body.toString()
    expect(text).toContain(`<body class="x"><p role="status" data-stale-banner`)
    expect(text).toContain(STALE_BANNER_TEXT)
    expect(withBanner('<main>no body tag</main>')).toContain('data-stale-banner')
  })

  it('should keep no cookie a render set', () => {
    keepCopy(
      '/cookie',
      [
        ['set-cookie', 'units=metric'],
        ['content-type', 'text/html'],
      ],
      '<body>',
    )
    expect(staleCopy('/cookie')?.headers).not.toHaveProperty('set-cookie')
  })

  it('should keep a streamed page once it is complete, unless its render failed', async () => {
    const page = () =>
      new Response('<body>report</body>', { headers: { 'content-type': 'text/html' } })
    await keepingCopy('/spot/1/report', page(), () => false).text()
    await keepingCopy('/spot/2/report', page(), () => true).text()
    const privately = new Response('<body>draft</body>', {
      headers: { 'cache-control': 'private' },
    })
    await keepingCopy('/spot/3/report', privately, () => false).text()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await staleResponse('/spot/1/report')?.text()).toContain('report')
    expect(staleResponse('/spot/2/report')).toBeUndefined()
    expect(staleResponse('/spot/3/report')).toBeUndefined()
  })
})
