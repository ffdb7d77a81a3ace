// One error type for every /api endpoint, with a code → HTTP status table (STYLE.md).
import type { z } from 'zod'

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export type FieldError = { path: string; message: string }

/** An expected failure with a message safe to show the user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message)
    this.name = 'AppError'
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

/**
 * The input parsed by schema, or a 400 AppError carrying every field message (the first one, else
 * `fallback`, as its message).
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fallback: string,
): z.infer<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fieldErrors = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }))
  throw new AppError('BAD_REQUEST', fieldErrors[0]?.message ?? fallback, fieldErrors)
}
