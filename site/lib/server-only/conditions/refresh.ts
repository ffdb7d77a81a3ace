// POST /api/refresh-conditions: an admin asks for fresh data now. The refresh always covers every
// spot and the whole window (one batched request per source gets all of it); the date is echoed.
// A refresh that finished under a minute ago is returned instead of asking the upstreams again.
import type { Payload, TypedUser } from 'payload'
import type { RefreshResult } from '../../../../shared/contracts/conditions'
import { hasRole } from '../../../../cms/access'
import { refreshNow } from '../../../../cms/conditions'
import type { IngestSummary } from '../../../../cms/conditions'
import { lastIngestion } from '../../../../cms/conditions'
import { AppError } from '../../../../shared/contracts/errors'
import { resolveDate } from './dates'

export const RECENT_MS = 60_000

function toResult(
  date: string | null,
  jobId: number | string,
  status: RefreshResult['status'],
  summary: IngestSummary | null,
): RefreshResult {
  return {
    date,
    jobId,
    status,
    mode: summary?.mode ?? null,
    spots: summary?.spots ?? 0,
    rows: summary?.rows ?? 0,
    durationMs: summary?.durationMs ?? 0,
    sources: summary?.sources ?? [],
  }
}

/** Runs a refresh for an admin (403 for anyone else) and says how it went. */
export async function refreshConditions(input: {
  payload: Payload
  user: TypedUser
  date: string | undefined
  force?: boolean
  now: Date
}): Promise<RefreshResult> {
  if (!hasRole(input.user, 'admin')) {
    throw new AppError('FORBIDDEN', 'Only an admin may refresh conditions (they refresh hourly)')
  }
  const date = input.date === undefined ? null : resolveDate(input.date, input.now)
  const last = lastIngestion()
  if (last && !input.force && input.now.getTime() - Date.parse(last.finishedAt) < RECENT_MS) {
    return toResult(date, 'recent', 'recent', last)
  }
  const { jobId, summary } = await refreshNow(
    input.payload,
    'api: POST /api/refresh-conditions',
    input.force,
  )
  return toResult(date, jobId, summary ? 'completed' : 'failed', summary)
}
