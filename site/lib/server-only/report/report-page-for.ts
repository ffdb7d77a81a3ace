import type { AstroGlobal } from 'astro'
import { findDraftSpot } from '../../../../cms/conditions'
import { pagePreview } from '../preview'
import { loadReportPage, type ReportPage } from './report-page'
import { unitsOf } from '../units/choice'

/**
 * The report page's data for a request to either report route, with the answer's status set
 * (404 for an unknown spot, 503 when it could not be loaded). Called from the page itself: a
 * status set inside a component comes too late, once the page has started streaming.
 * A signed preview link for this very spot shows its draft (the admin's Preview and live preview).
 */
export async function reportPageFor(astro: AstroGlobal): Promise<ReportPage> {
  const preview = pagePreview(astro, 'surf-spots', astro.params.spotId)
  const draft = preview ? await findDraftSpot(astro.locals.payload, Number(preview.id)) : null
  const page = await loadReportPage({
    payload: astro.locals.payload,
    // The page shows nothing personal (no heart), so it reads as a visitor.
    user: null,
    spotId: astro.params.spotId,
    queryDate: astro.url.searchParams.get('date'),
    pathDate: astro.params.date,
    dayQuery: astro.url.searchParams.get('day'),
    now: new Date(),
    draft,
    units: unitsOf(astro.request),
  })
  if (page.kind === 'not-found') astro.response.status = 404
  if (page.kind === 'failed') astro.response.status = 503
  return page
}
