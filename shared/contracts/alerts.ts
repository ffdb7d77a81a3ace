import { z } from 'zod'
import { RATINGS } from '../domain/rating/ratings'
import { isTimeZone } from '../domain/time/zoned'

/** One alert: mail me when this favourite will be `minRating` or better. */
export const AlertRule = z.object({
  spotId: z.number({ error: 'spotId must be a spot id' }).int().positive(),
  minRating: z.enum(RATINGS, { error: `minRating must be one of: ${RATINGS.join(', ')}` }),
})
export type AlertRule = z.infer<typeof AlertRule>

const digestHour = z
  .number({ error: 'digestHour must be a whole hour from 0 to 23' })
  .int({ error: 'digestHour must be a whole hour from 0 to 23' })
  .min(0, { error: 'digestHour must be a whole hour from 0 to 23' })
  .max(23, { error: 'digestHour must be a whole hour from 0 to 23' })

const timeZone = z
  .string({ error: 'timeZone must be an IANA time zone such as America/Los_Angeles' })
  .max(64)
  .refine(isTimeZone, { error: 'timeZone must be an IANA time zone such as America/Los_Angeles' })

/** PUT /api/user/alerts: the digest hour (user's local time), rules, and the browser's zone. */
export const AlertSettingsInput = z.object({
  digestHour,
  rules: z
    .array(AlertRule, { error: 'rules must be a list of { spotId, minRating }' })
    .max(100)
    .refine((rules) => new Set(rules.map((r) => r.spotId)).size === rules.length, {
      error: 'Each spot may have one rule only',
    }),
  // Optional: kept from the first save (the browser's zone) until a client sends another.
  timeZone: timeZone.optional(),
})
export type AlertSettingsInput = z.infer<typeof AlertSettingsInput>

/** GET/PUT /api/user/alerts answer. `emailOn` is false after an unsubscribe until the next save. */
export const AlertSettings = z.object({
  digestHour,
  rules: z.array(AlertRule),
  timeZone: z.string().nullable(),
  emailOn: z.boolean(),
})
export type AlertSettings = z.infer<typeof AlertSettings>
