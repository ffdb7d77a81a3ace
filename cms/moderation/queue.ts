// The moderation queue: items with open reports, most reported first, with what the
// editor needs to decide: the reasons and notes, the author, the words and a link to the item.
import type { Payload, TypedUser } from 'payload'
import type { ModerationQueueItem, ReportReason } from '../../shared/contracts/moderation'
import type { ContentReport } from '../payload-types'
import { authorsById } from '../feed/authors'
import { displayName, fullName } from '../../shared/domain/feed/people'
import { findItem } from './items'

/** How many items wait for an editor (the admin dashboard's count). */
export async function openReportCount(payload: Payload): Promise<number> {
  return (await groupOpenReports(await openReports(payload))).length
}

/** The queue as `user` (staff) sees it: most reporters first, then the latest report first. */
export async function listQueue(payload: Payload, user: TypedUser): Promise<ModerationQueueItem[]> {
  const groups = groupOpenReports(await openReports(payload, user))
  const items = await Promise.all(groups.map((g) => findItem(payload, g.kind, g.itemId, user)))
  const authors = await authorsById(
    payload,
    items.map((item) => item?.authorId ?? null),
  )
  const blocked = await blockedAuthors(
    payload,
    items.map((item) => item?.authorId ?? null),
  )
  return groups.map((group, index) => {
    const item = items[index]
    const authorId = item?.authorId ?? null
    return {
      ...group,
      exists: item != null,
      excerpt: item ? excerpt(item.content) : '',
      hidden: item?.hidden ?? false,
      authorId,
      authorName:
        authorId == null ? null : (fullName(authors(authorId)) ?? displayName(authors(authorId))),
      authorBlocked: authorId != null && blocked.has(authorId),
      link: item ? `/discover/post/${item.postId}` : null,
    }
  })
}

type Group = Pick<
  ModerationQueueItem,
  'kind' | 'itemId' | 'reportCount' | 'reasons' | 'notes' | 'lastReportedAt'
>

async function openReports(payload: Payload, user?: TypedUser): Promise<ContentReport[]> {
  const { docs } = await payload.find({
    collection: 'content-reports',
    where: { status: { equals: 'open' } },
    sort: '-createdAt',
    limit: 0,
    pagination: false,
    depth: 0,
    // The dashboard's count is a system read; the queue reads as the editor.
    ...(user ? { user, overrideAccess: false } : { overrideAccess: true }),
  })
  return docs
}

function groupOpenReports(reports: ContentReport[]): Group[] {
  const groups = new Map<string, Group>()
  for (const report of reports) {
    const key = `${report.itemKind}:${report.itemId}`
    const group = groups.get(key) ?? {
      kind: report.itemKind,
      itemId: report.itemId,
      reportCount: 0,
      reasons: {},
      notes: [],
      lastReportedAt: report.createdAt,
    }
    group.reportCount++
    const reason = report.reason as ReportReason
    group.reasons[reason] = (group.reasons[reason] ?? 0) + 1
    if (report.note) group.notes.push(report.note)
    groups.set(key, group)
  }
  // Reports come newest first, so each group's first report is its latest.
  return [...groups.values()].sort(
    (a, b) => b.reportCount - a.reportCount || b.lastReportedAt.localeCompare(a.lastReportedAt),
  )
}

async function blockedAuthors(payload: Payload, ids: (number | null)[]): Promise<Set<number>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))]
  if (wanted.length === 0) return new Set()
  // System read of one flag: editors may not read users, but they must see who is blocked.
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: wanted }, postingBlocked: { equals: true } },
    select: { postingBlocked: true },
    limit: wanted.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.map((doc) => doc.id))
}

function excerpt(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim()
  return text.length > 200 ? `${text.slice(0, 197)}…` : text
}
