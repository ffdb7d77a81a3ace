// The Discover feed's calls and shapes (posts, comments, video previews, location
// suggestions). Server endpoints parse with these; islands infer their types from them.
import { z } from 'zod'
import { MAX_FEED_PAGE } from '../domain/feed/feed-pages'
import { MAX_COMMENT_CHARS, MAX_LOCATION_CHARS, MAX_POST_CHARS } from '../domain/feed/feed-limits'
import { RATINGS } from '../domain/rating/ratings'
import { SURF_REPORT_SIZES, SURF_REPORT_WINDS, SurfReport } from './surfer-report'

/** The largest file a post may carry (100 MB). */
export const MAX_UPLOAD_BYTES = 104_857_600

const trimmedText = (max: number, emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, `Must be at most ${max} characters`)

const optionalLocation = z
  .string()
  .trim()
  .max(MAX_LOCATION_CHARS, `Location must be at most ${MAX_LOCATION_CHARS} characters`)
  .nullish()
  .transform((value) => (value ? value : null))

const oneOf = (field: string, values: readonly string[]) =>
  `${field} must be one of ${values.join(', ')}`

/** The five fields of a post's optional surf report ("How was it?"), all or none. */
export const SURF_REPORT_FIELDS = [
  'reportSpotId',
  'reportSurfedAt',
  'reportSize',
  'reportRating',
  'reportWind',
] as const

/** The report's size and wind choices, as the pages hand them to the composer island. */
export const SURF_REPORT_CHOICES = { sizes: SURF_REPORT_SIZES, winds: SURF_REPORT_WINDS }

export const ALL_OR_NONE_MESSAGE = 'Add all five report fields or none'

// Each field's own message; whether the spot exists and the time is within the last 24 hours
// (both need the server) are checked by cms/feed/surf-report.ts with the same style of message.
const reportFieldSchemas = {
  reportSpotId: z.coerce
    .number({ error: 'reportSpotId must be a known spot' })
    .int('reportSpotId must be a known spot')
    .positive('reportSpotId must be a known spot'),
  reportSurfedAt: z.iso.datetime({
    offset: true,
    error: 'reportSurfedAt must be a date and time (ISO 8601)',
  }),
  reportSize: z.enum(SURF_REPORT_SIZES, { error: oneOf('reportSize', SURF_REPORT_SIZES) }),
  reportRating: z.enum(RATINGS, { error: oneOf('reportRating', RATINGS) }),
  reportWind: z.enum(SURF_REPORT_WINDS, { error: oneOf('reportWind', SURF_REPORT_WINDS) }),
}

/** A surf report as a post's create or edit carries it: the five fields, each valid. */
export const SurfReportFields = z.object(reportFieldSchemas)
export type SurfReportFields = z.infer<typeof SurfReportFields>

const optionalReportFields = {
  reportSpotId: reportFieldSchemas.reportSpotId.optional(),
  reportSurfedAt: reportFieldSchemas.reportSurfedAt.optional(),
  reportSize: reportFieldSchemas.reportSize.optional(),
  reportRating: reportFieldSchemas.reportRating.optional(),
  reportWind: reportFieldSchemas.reportWind.optional(),
}

/** Refuses a report with some but not all of its five fields (each missing one named). */
function requireAllOrNone(value: Partial<Record<string, unknown>>, ctx: z.RefinementCtx) {
  const given = SURF_REPORT_FIELDS.filter((name) => value[name] !== undefined)
  if (given.length === 0 || given.length === SURF_REPORT_FIELDS.length) return
  for (const name of SURF_REPORT_FIELDS.filter((n) => !given.includes(n))) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `${ALL_OR_NONE_MESSAGE}: ${name} is missing`,
    })
  }
}

/** The report a parsed create or edit carries, or null without one. */
export function surfReportOf(fields: Partial<SurfReportFields>): SurfReportFields | null {
  const parsed = SurfReportFields.safeParse(fields)
  return parsed.success ? parsed.data : null
}

/**
 * The text fields of POST /api/feed (multipart: content, location, optional file 'image', and an
 * optional surf report: the five report* fields, all or none).
 */
export const CreatePostFields = z
  .object({
    content: trimmedText(MAX_POST_CHARS, 'Post content is required'),
    location: optionalLocation,
    /** Optional known spot the composer matched; the server checks it exists. */
    spotId: z.coerce.number().int().positive().nullish(),
    ...optionalReportFields,
  })
  .superRefine(requireAllOrNone)
export type CreatePostFields = z.infer<typeof CreatePostFields>

/**
 * POST /api/feed's optional Idempotency-Key header: a retry with the same key (same user, within
 * a day) answers the first post instead of making a second one.
 */
export const IdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'Idempotency-Key must be 1 to 255 printable ASCII characters')

/** GET /api/feed query: newest first, `before` a post id (the next page), `spotId` a spot's posts. */
export const FeedListQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, `limit must be 1 to ${MAX_FEED_PAGE}`)
    .max(MAX_FEED_PAGE, `limit must be 1 to ${MAX_FEED_PAGE}`)
    .optional(),
  before: z.coerce.number().int().positive().optional(),
  spotId: z.coerce.number().int().positive().optional(),
})
export type FeedListQuery = z.infer<typeof FeedListQuery>

/**
 * PUT (Discover) and PATCH (spot posts) /api/feed/{id}: JSON {content, location}. The five report*
 * fields (all or none) set or replace the post's surf report; `report: null` removes it; neither
 * leaves it as it is.
 */
export const EditPostInput = z
  .object({
    content: trimmedText(MAX_POST_CHARS, 'Post content is required'),
    location: optionalLocation,
    report: z.null({ error: 'report may only be null (to remove the surf report)' }).optional(),
    ...optionalReportFields,
  })
  .superRefine(requireAllOrNone)
  .refine((input) => !(input.report === null && input.reportSpotId !== undefined), {
    path: ['report'],
    message: 'Send report: null or the report fields, not both',
  })
export type EditPostInput = z.infer<typeof EditPostInput>

/** POST /api/feed/{id}/comments: JSON {content}. */
export const CreateCommentInput = z.object({
  content: trimmedText(MAX_COMMENT_CHARS, 'Comment is required'),
})
export type CreateCommentInput = z.infer<typeof CreateCommentInput>

/** The largest id a row can have (PostgreSQL's serial is a 4-byte integer). */
const MAX_ROW_ID = 2_147_483_647

/**
 * A post's id as its path gives it. Digits past the largest row id name no post: they become 0,
 * which no row has (serials start at 1), so the endpoint answers 404 'Post not found' as for any
 * other post that does not exist, not a 400.
 */
export const PostIdParams = z.object({
  id: z
    .string()
    .regex(/^\d+$/, 'A post id is a whole number')
    .transform((digits) =>
      digits.length <= 10 && Number(digits) <= MAX_ROW_ID ? Number(digits) : 0,
    ),
})

/** One comment as the UI reads it. */
export const FeedComment = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  userId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  userProfileImage: z.string().nullable(),
  /** Present (true) only on a hidden comment its author reads. */
  hidden: z.literal(true).optional(),
})
export type FeedComment = z.infer<typeof FeedComment>
export const FeedCommentList = z.array(FeedComment)

/** A post's surf report, with its spot's IANA time zone (the chip says the time there). */
export const FeedSurfReport = SurfReport.extend({ timeZone: z.string() })
export type FeedSurfReport = z.infer<typeof FeedSurfReport>

/**
 * One post as the UI reads it. imageUrl is the uploaded image's display variant, the
 * uploaded video, or an external image/video link. likes/likeCount and comments/commentCount
 * carry the same numbers under both names the spec uses; comments[] is the latest few.
 */
export const FeedPost = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  /** Smaller image variants when the media is an uploaded image (srcset). */
  imageVariants: z.object({ thumb: z.string().nullable(), card: z.string().nullable() }).nullable(),
  mediaType: z.enum(['image', 'video']).nullable(),
  location: z.string().nullable(),
  spotId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  userProfileImage: z.string().nullable(),
  isLiked: z.boolean(),
  likes: z.number().int(),
  likeCount: z.number().int(),
  comments: FeedCommentList,
  commentCount: z.number().int(),
  /** The surfer's "How was it?" report, or null without one. */
  surfReport: FeedSurfReport.nullable(),
  /** Present (true) only on a hidden post its author reads ('Hidden by moderators'). */
  hidden: z.literal(true).optional(),
})
export type FeedPost = z.infer<typeof FeedPost>
export const FeedPostList = z.array(FeedPost)

/** POST /api/feed/{id}/like answer: the toggled state and the committed count. */
export const LikeResult = z.object({
  postId: z.number().int(),
  isLiked: z.boolean(),
  likeCount: z.number().int(),
})
export type LikeResult = z.infer<typeof LikeResult>

/** GET /api/youtube-metadata/{videoId}. */
export const VideoIdParams = z.object({
  videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'Invalid YouTube video id'),
})
export const VideoPreview = z.object({
  videoId: z.string(),
  title: z.string(),
  channelTitle: z.string(),
  thumbnail: z.string(),
})
export type VideoPreview = z.infer<typeof VideoPreview>

/** GET /api/location-search?q= (server proxy to the maps search). */
export const LocationSearchQuery = z.object({
  q: z.string().trim().min(3, 'Type at least 3 characters to search').max(100),
})
export const LocationSuggestion = z.object({
  id: z.string(),
  displayName: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  type: z.string().nullable(),
})
export type LocationSuggestion = z.infer<typeof LocationSuggestion>
export const LocationSuggestionList = z.array(LocationSuggestion).max(5)
