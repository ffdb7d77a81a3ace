import { describe, expect, it } from 'vitest'
import { withFrameAncestors } from './frame-ancestors'

const page = (policy?: string, init: ResponseInit = {}) =>
  new Response('<main>page</main>', {
    status: 200,
    ...init,
    headers: {
      'content-type': 'text/html',
      ...(policy ? { 'content-security-policy': policy } : {}),
    },
  })

const ancestors = (response: Response) =>
  /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

describe('withFrameAncestors', () => {
  it('should refuse every frame on a page that did not say who may frame it', async () => {
    const answer = withFrameAncestors(
      page("default-src 'self'; script-src 'self'", { status: 404 }),
    )
    expect(ancestors(answer)).toBe("'none'")
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(answer.status).toBe(404)
    expect(await answer.text()).toBe('<main>page</main>')
  })

  it("should keep a preview page's own 'self', alone", () => {
    const answer = withFrameAncestors(page("default-src 'self'; frame-ancestors 'self'"))
    expect(ancestors(answer)).toBe("'self'")
  })

  it('should leave an answer without a policy of its own to the server', () => {
    expect(withFrameAncestors(page()).headers.get('content-security-policy')).toBeNull()
  })
})
