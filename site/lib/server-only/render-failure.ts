// A page whose data failed to load still renders (an error block), but that render must never be
// kept: not by the page cache, which would serve it to everyone for a minute, nor by any other.
// Components render after the response's headers may have gone out, so the flag lives in locals,
// which the page cache reads once the whole body is rendered (site/middleware.ts).

type Render = { locals: App.Locals; response: { status?: number; headers: Headers } }

/** Marks this render as failed: answered 503 and never cached. */
export function markRenderFailed(astro: Render): void {
  astro.locals.renderFailed = true
  // Both take effect in a page's frontmatter; from a component, the page cache applies them.
  astro.response.status = 503
  astro.response.headers.set('cache-control', 'no-store')
}
