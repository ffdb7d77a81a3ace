// The JSON (or urlencoded form) body of an endpoint, read no further than its limit: a declared
// length past it is refused before a byte is read, and a body without one (chunked) is refused
// at the byte that crosses it (413, both).
import { AppError } from '../../../../shared/contracts/errors'

/**
 * What every small JSON body fits in: a few fields and up to 2,000 characters of text, even with
 * each character escaped (\uXXXX, 6 bytes). Endpoints taking longer text set their own.
 */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024

/** The 413 message, which names the limit. */
export function bodyTooLargeMessage(maxBytes: number): string {
  return `The request body is too large: this endpoint takes at most ${maxBytes / 1024} KB`
}

/** The parsed body: JSON, or with `form` an HTML form's urlencoded fields too. */
export async function readBody(
  request: Request,
  { form = false, maxBytes = DEFAULT_MAX_BODY_BYTES }: { form?: boolean; maxBytes?: number } = {},
): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  const isForm = form && type.includes('application/x-www-form-urlencoded')
  if (!isForm && !type.includes('application/json')) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send a JSON body (Content-Type: application/json)',
    )
  }
  const text = await readText(request, maxBytes)
  if (isForm) return Object.fromEntries(new URLSearchParams(text))
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON')
  }
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', bodyTooLargeMessage(maxBytes))
  if (Number(request.headers.get('content-length')) > maxBytes) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
