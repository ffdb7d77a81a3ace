import type { IncomingHttpHeaders } from 'node:http'

/** What a route handler sees: the URL below its source prefix and the fake's own addresses. */
export type SampleContext = {
  url: URL
  /** Path below the source prefix, e.g. '/v1/marine' for '/open-meteo-marine/v1/marine'. */
  path: string
  /** This source's base on the fake, e.g. 'http://127.0.0.1:4100/nws' (for self links). */
  base: string
  headers: IncomingHttpHeaders
  now: number
  /** The 'empty' fault: answer with the right shape but no data. */
  empty: boolean
  samplesDir: string
}

export type SampleReply = {
  status: number
  body: string
  contentType: string
  headers?: Record<string, string>
}

/** A JSON reply. */
export function jsonReply(
  status: number,
  value: unknown,
  contentType = 'application/json; charset=utf-8',
): SampleReply {
  return { status, body: JSON.stringify(value), contentType }
}

/** A plain-text reply. */
export function textReply(
  status: number,
  body: string,
  contentType = 'text/plain; charset=utf-8',
): SampleReply {
  return { status, body, contentType }
}

/** Open-Meteo's error envelope: HTTP 400 with {"error": true, "reason"}. */
export function openMeteoError(reason: string): SampleReply {
  return jsonReply(400, { error: true, reason })
}
