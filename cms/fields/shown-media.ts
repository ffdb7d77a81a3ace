// Field validation and read-side filters for URLs that pages load (shared/domain/feed/shown-media.ts),
// with Firing's own origins taken from PUBLIC_URL (Payload's serverURL makes file URLs absolute).
import { APIError, type FieldHook, type TextFieldSingleValidation } from 'payload'
import {
  isShownImageUrl,
  isShownMediaUrl,
  OUTSIDE_IMAGE_MESSAGE,
  OUTSIDE_MEDIA_MESSAGE,
} from '../../shared/domain/feed/shown-media'

/** The origins of PUBLIC_URL (one or a comma-separated list), read when asked. */
function ownOrigins(): string[] {
  return (process.env.PUBLIC_URL ?? '').split(',').flatMap((url) => {
    try {
      return [new URL(url.trim()).origin]
    } catch {
      return []
    }
  })
}

const blank = (value: string | null | undefined) => value == null || value.trim() === ''

/** Validates a profile picture URL: empty, an own file or a YouTube thumbnail. */
export const validateShownImage: TextFieldSingleValidation = (value) =>
  blank(value) || isShownImageUrl(value!.trim(), ownOrigins()) || OUTSIDE_IMAGE_MESSAGE

/** Validates a post's media link: empty, an own file, a YouTube video or thumbnail. */
export const validateShownMedia: TextFieldSingleValidation = (value) =>
  blank(value) || isShownMediaUrl(value!.trim(), ownOrigins()) || OUTSIDE_MEDIA_MESSAGE

/**
 * Refuses a value before validation with the rule's own words (400): Payload's REST answer for a
 * failed `validate` names only the field, while the admin's form shows `validate`'s message.
 */
const refuseWith =
  (validate: TextFieldSingleValidation): FieldHook =>
  ({ value, ...args }) => {
    const result = validate(value as string, args as never)
    if (typeof result === 'string') throw new APIError(result, 400, undefined, true)
    return value
  }

/** Field settings for a profile picture URL: only own files or YouTube thumbnails. */
export const shownImageField = {
  validate: validateShownImage,
  hooks: { beforeValidate: [refuseWith(validateShownImage)] },
}

/** Field settings for a post's media link: also YouTube video links. */
export const shownMediaField = {
  validate: validateShownMedia,
  hooks: { beforeValidate: [refuseWith(validateShownMedia)] },
}

/** A stored picture URL as pages may use it: null when it points anywhere else (older rows). */
export function shownImage(url: string | null | undefined): string | null {
  const value = url?.trim()
  return value && isShownImageUrl(value, ownOrigins()) ? value : null
}

/** A stored post media link as pages may use it, or null. */
export function shownMedia(url: string | null | undefined): string | null {
  const value = url?.trim()
  return value && isShownMediaUrl(value, ownOrigins()) ? value : null
}
