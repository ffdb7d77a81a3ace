// One run of the digest task: for each user whose digest hour has come in their zone and who got
// none this local day, mail the coming days' best windows that meet their rules (none: no mail).
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { BestWindow } from '../../shared/domain/rating/best-windows'
import { addDays, DATE_WINDOW_DAYS } from '../../shared/domain/time/dates'
import { allowedOrigins } from '../../shared/domain/web/origins'
import type { Rating } from '../../shared/domain/rating/ratings'
import { buildDigest, type DigestSpot } from './digest'
import { digestDateOf, isDigestDue } from './due'
import { isEmailOn } from './email'
import { signUnsubscribe, unsubscribeSecret } from './token'
import { toUnits } from '../../shared/domain/units/units'

type SettingsRow = {
  id: number
  user: number
  digestHour: number
  timeZone?: string | null
  lastSentOn?: string | null
  rules?: { spot: number; minRating: Rating }[] | null
}

export type DigestRunSummary = { due: number; sent: number; failed: number }

/** The site's own origin for links in mails: PUBLIC_URL, else the local port. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  return allowedOrigins({ publicUrl: env.PUBLIC_URL })[0] ?? `http://localhost:${env.PORT || 3000}`
}

/** The link that turns the user's digest off; GET shows a confirmation, POST does it. */
export const unsubscribeUrl = (userId: number, secret: string): string =>
  `${siteOrigin()}/api/alerts/unsubscribe?token=${signUnsubscribe(userId, secret)}`

async function favoritesOf(payload: Payload, userId: number): Promise<Set<number>> {
  const { docs } = await payload.find({
    collection: 'user-favorites',
    where: { user: { equals: userId } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.map((d) => Number(d.spot)))
}

/** Each favourite rule's spot with its days today..+4 (the user's dates) and their windows. */
async function spotsOf(payload: Payload, row: SettingsRow, today: string): Promise<DigestSpot[]> {
  const favorites = await favoritesOf(payload, row.user)
  const rules = (row.rules ?? []).filter((r) => favorites.has(Number(r.spot)))
  if (!rules.length) return []
  const ids = rules.map((r) => Number(r.spot))
  const [spots, hourly] = await Promise.all([
    payload.find({
      collection: 'surf-spots',
      where: { id: { in: ids } },
      pagination: false,
      depth: 0,
      select: { name: true },
      overrideAccess: true,
    }),
    payload.find({
      collection: 'surf-hourly',
      where: {
        spot: { in: ids },
        date: { greater_than_equal: today, less_than_equal: addDays(today, DATE_WINDOW_DAYS - 1) },
      },
      pagination: false,
      depth: 0,
      select: { spot: true, date: true, bestWindows: true },
      sort: 'date',
      overrideAccess: true,
    }),
  ])
  return rules.flatMap((rule) => {
    const spot = spots.docs.find((s) => s.id === Number(rule.spot))
    if (!spot) return []
    const days = hourly.docs
      .filter((h) => Number(h.spot) === spot.id)
      .map((h) => ({ date: String(h.date), windows: (h.bestWindows ?? []) as BestWindow[] }))
    return [{ spotId: spot.id, spotName: spot.name, minRating: rule.minRating, days }]
  })
}

async function sendOne(payload: Payload, row: SettingsRow, now: Date): Promise<boolean> {
  const today = digestDateOf(now, row.timeZone)
  const link = unsubscribeUrl(row.user, unsubscribeSecret())
  const spots = await spotsOf(payload, row, today)
  const user = await payload.findByID({
    collection: 'users',
    id: row.user,
    depth: 0,
    overrideAccess: true,
  })
  const mail = buildDigest({
    spots,
    today,
    siteUrl: siteOrigin(),
    unsubscribeUrl: link,
    units: toUnits(user.units),
  })
  if (!mail) return false
  // Claimed before sending, so a run that overlaps this one skips the user; given back on failure.
  if (!(await claimDay(payload, row.id, today))) return false
  try {
    await payload.sendEmail({
      to: user.email,
      ...mail,
      headers: {
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
  } catch (error) {
    await setLastSent(payload, row.id, row.lastSentOn ?? null)
    throw error
  }
  return true
}

/**
 * Marks the local day as sent, atomically: true for the one run (of however many in parallel,
 * on however many instances) that changed it. Payload's update is a read then a write.
 */
async function claimDay(payload: Payload, id: number, today: string): Promise<boolean> {
  const result = (await payload.db.drizzle.execute(sql`
    update alert_settings set last_sent_on = ${today}, updated_at = now()
    where id = ${id} and last_sent_on is distinct from ${today}
    returning id`)) as { rows: unknown[] }
  return result.rows.length === 1
}

const setLastSent = (payload: Payload, id: number, lastSentOn: string | null) =>
  payload.update({
    collection: 'alert-settings',
    id,
    data: { lastSentOn },
    depth: 0,
    overrideAccess: true,
  })

/** Sends every digest that is due now; nothing at all while email is off. */
export async function sendDueDigests(payload: Payload, now: Date): Promise<DigestRunSummary> {
  const summary = { due: 0, sent: 0, failed: 0 }
  if (!isEmailOn()) return summary
  const { docs } = await payload.find({
    collection: 'alert-settings',
    where: { unsubscribedAt: { exists: false } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const row of docs as unknown as SettingsRow[]) {
    if (!row.rules?.length || !isDigestDue(row, now)) continue
    summary.due++
    try {
      if (await sendOne(payload, row, now)) summary.sent++
    } catch (err) {
      summary.failed++
      payload.logger.error({ err, msg: `alerts: digest for user ${row.user} failed` })
    }
  }
  return summary
}
