// Moderation's words and limits, free of zod so the feed's islands can use them.

export const REPORT_REASONS = ['spam', 'harassment', 'unsafe', 'off-topic', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/** The longest note a report may carry. */
export const MAX_REPORT_NOTE_CHARS = 500

/** What the 'other' reason needs: it says nothing by itself, so the editor needs the note. */
export const OTHER_NEEDS_NOTE = 'Tell us what is wrong'

/** What a blocked author's writes answer (403). */
export const BLOCKED_MESSAGE = 'Your account cannot post right now'
/** What the author sees on their own hidden post or comment. */
export const HIDDEN_LABEL = 'Hidden by moderators'
/** The toast after a report. */
export const REPORT_THANKS = 'Thanks, our editors will take a look'
