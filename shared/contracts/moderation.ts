// Moderation: reporting a post or a comment, and what editors do about it.
// The report endpoints parse with these; the dialog's form uses the same schema.
import { z } from 'zod'
import {
  MAX_REPORT_NOTE_CHARS,
  OTHER_NEEDS_NOTE,
  REPORT_REASONS,
  type ReportReason,
} from '../domain/feed/moderation'

export {
  BLOCKED_MESSAGE,
  HIDDEN_LABEL,
  MAX_REPORT_NOTE_CHARS,
  REPORT_REASONS,
  REPORT_THANKS,
  type ReportReason,
} from '../domain/feed/moderation'

/** Kinds of item a surfer may report. */
export const REPORTED_KINDS = ['post', 'comment'] as const
export type ReportedKind = (typeof REPORTED_KINDS)[number]

/** What an editor does about an item; block and unblock act on its author. */
export const MODERATION_ACTIONS = [
  'hide',
  'auto-hide',
  'restore',
  'delete',
  'block',
  'unblock',
] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

/** POST /api/feed/{id}/report and /api/comments/{id}/report: JSON {reason, note?}. */
export const ReportInput = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
    note: z
      .string()
      .trim()
      .max(MAX_REPORT_NOTE_CHARS, `Note must be at most ${MAX_REPORT_NOTE_CHARS} characters`)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  // 'Other' says nothing by itself: the editor needs the note to judge it.
  .refine((input) => input.reason !== 'other' || input.note !== null, {
    path: ['note'],
    message: OTHER_NEEDS_NOTE,
  })
export type ReportInput = z.infer<typeof ReportInput>

export const CommentIdParams = z.object({
  id: z.coerce.number({ error: 'Comment not found' }).int().positive('Comment not found'),
})

/** The answer to a report: 201 for a new one, 200 (same body) for a repeat. */
export const ReportReceipt = z.object({
  kind: z.enum(REPORTED_KINDS),
  itemId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  created: z.boolean(),
})
export type ReportReceipt = z.infer<typeof ReportReceipt>

/** An editor's decision on an item of the queue; block/unblock only for admins. */
export const ModerationDecision = z.object({
  kind: z.enum(REPORTED_KINDS),
  itemId: z.number().int().positive(),
  action: z.enum(['hide', 'restore', 'delete', 'block', 'unblock']),
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason')
    .max(500, 'Reason must be at most 500 characters'),
})
export type ModerationDecision = z.infer<typeof ModerationDecision>

/** One item of the moderation queue: its open reports, grouped. */
export type ModerationQueueItem = {
  kind: ReportedKind
  itemId: number
  reportCount: number
  reasons: Partial<Record<ReportReason, number>>
  notes: string[]
  lastReportedAt: string
  /** False once the item is gone (deleted by its author). */
  exists: boolean
  excerpt: string
  hidden: boolean
  authorId: number | null
  authorName: string | null
  authorBlocked: boolean
  /** The page that shows the item (a comment's post). */
  link: string | null
}
