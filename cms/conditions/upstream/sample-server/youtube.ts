// Fake YouTube oEmbed /youtube/oembed: the recorded answer with the requested video id. Ids that
// start with 'missing' answer 404 and 'private' answer 401, with YouTube's plain-text bodies.
import { readJsonSample } from './samples'
import type { SampleContext, SampleReply } from './types'
import { textReply } from './types'

const ID_PATTERNS = [
  /[?&]v=([\w-]{11})/,
  /youtu\.be\/([\w-]{11})/,
  /\/(?:shorts|embed|live)\/([\w-]{11})/,
]

/** Routes every /youtube request. */
export function handleYouTube(ctx: SampleContext): SampleReply {
  if (ctx.path !== '/oembed') return textReply(404, 'Not Found')
  const target = ctx.url.searchParams.get('url')
  if (!target) return textReply(400, 'Bad Request')
  const id = ID_PATTERNS.map((p) => p.exec(target)?.[1]).find(Boolean)
  if (!id || id.startsWith('missing')) return textReply(404, 'Not Found')
  if (id.startsWith('private')) return textReply(401, 'Unauthorized')
  const answer = readJsonSample<Record<string, unknown>>('youtube', ctx.samplesDir)
  const recordedId = /vi\/([\w-]{11})\//.exec(String(answer.thumbnail_url))?.[1] ?? ''
  const body = JSON.stringify(answer)
    .replaceAll(recordedId, id)
    // YouTube escapes markup in `html` as \u003c, \u003e and \u0022 (seen in the recording).
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('\\"', '\\u0022')
  return { status: 200, body, contentType: 'application/json' }
}
