// Payload's own REST API, moved from /api to /cms-api so the spec's /api paths stay the site's.
import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { withLoginRateHeaders } from '../../../../auth/login-limits'
import { answerOutages } from '../../../../outage/answer-outages'

// While PostgreSQL is down, Payload's 401/403/500 become 503 with a clear message. A
// sign-in or password check refused by the limits (POST login, PATCH of a password) gains
// RateLimit-* and Retry-After headers.
const payloadOf = () => getPayload({ config })

export const GET = answerOutages(REST_GET(config), payloadOf)
export const POST = answerOutages(withLoginRateHeaders(REST_POST(config)), payloadOf)
export const DELETE = answerOutages(REST_DELETE(config), payloadOf)
export const PATCH = answerOutages(withLoginRateHeaders(REST_PATCH(config)), payloadOf)
export const PUT = answerOutages(REST_PUT(config), payloadOf)
export const OPTIONS = REST_OPTIONS(config)
