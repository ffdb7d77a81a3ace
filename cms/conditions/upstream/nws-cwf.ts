// NWS Coastal Waters Forecast (CWF): the official marine forecast text of
// each US coastal marine zone, the fallback where no raw-grid cell over water carries waves.
// /products/types/CWF/locations/{office} lists the office's issues (newest first);
// /products/{id} holds `productText`. The text has one block per zone group ("PZZ650-090000-"
// up to "$$") and per period ".TONIGHT...W winds 10 kt. Seas 3 to 5 ft. Wave Detail: W 4 ft at
// 12 seconds and SW 2 ft at 16 seconds."
import { z } from 'zod'
import type { UpstreamConfig } from './config'
import { readUpstreamConfig, upstreamUrl } from './config'
import type { UpstreamResult } from './http'
import { fail, fetchJson } from './http'
import { compassToDegrees } from './units'

/** One swell train of a period's "Wave Detail": "SE 1 foot at 14 seconds". */
export type CwfWave = {
  directionDeg: number | null
  /** "2 ft", "1 foot", "2 feet"; "3 to 5 ft" → 4 (the middle). */
  heightFt: number
  periodS: number
  /** "less than 1 foot": the height is an upper bound. */
  lessThan?: true
}

/** How a period changes after its start: "…, becoming W 3 ft at 6 seconds…". */
export type CwfChange = { text: string; waves: CwfWave[] }

/** One forecast period of a zone: "TONIGHT", "THU", "THU NIGHT"... */
export type CwfPeriod = {
  name: string
  /** "Seas 3 to 5 ft" → 3..5; "Seas 3 ft or less" → 0..3; "Seas around 2 ft" → 2..2 (the start). */
  seasFt: { min: number; max: number } | null
  /** "dominant period 14 seconds" where the text gives one. */
  dominantPeriodS: number | null
  /** The trains at the period's start, in the order the text lists them. */
  waves: CwfWave[]
  /** The trains the period changes to ("becoming", "subsiding to"...), or null. */
  becoming: CwfChange | null
  text: string
}

export type CwfZone = { zone: string; name: string; periods: CwfPeriod[] }

export type CwfProduct = { id: string; issuanceTime: string; zones: CwfZone[] }

// A UGC line: "PZZ650-655-090000-", "ANZ650>652-090000-", "AMZ600-GMZ606-231800-" (the
// 6-digit expiry optional). Matched on whitespace-joined text too: some copies have no line breaks.
const UGC = /(?:^|\s)((?:[A-Z]{2}Z\d{3}(?:>\d{3})?-(?:\d{3}(?:>\d{3})?-)*)+(?:\d{6}-)?)(?=\s|$)/

/** The zone ids a UGC line names: 'PZZ650-655-' → PZZ650, PZZ655; 'PZZ650>652' → 650..652. */
export function zonesOfLine(line: string): string[] {
  const ids: string[] = []
  let prefix = ''
  for (const token of line.trim().split('-')) {
    const m = /^([A-Z]{2}Z)?(\d{3})(?:>(\d{3}))?$/.exec(token)
    if (!m) {
      if (ids.length > 0 || /^\d{6}$/.test(token)) break
      continue
    }
    const [, p, first = '', last] = m
    if (p) prefix = p
    if (!prefix) break
    for (let n = Number(first); n <= Number(last ?? first); n++) {
      ids.push(`${prefix}${String(n).padStart(3, '0')}`)
    }
  }
  return ids
}

// A VTEC line some products put before the names: "/O.ROU.KMFL.MA.F.0000.000000T0000Z-000000T0000Z/".
const VTEC = /\/[A-Z]\.[A-Z]{3}\.[^/\s]*\//g
// The issuance time line that follows the zone names: "1246 AM EST Sun Nov 23 2025".
const TIME_LINE = /\b\d{3,4} [AP]M [A-Z]{3,4} [A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} \d{4}\b/i

/** Every zone's periods in a CWF product text (zones without periods are left out). */
export function parseCoastalWaters(text: string): CwfZone[] {
  const zones: CwfZone[] = []
  for (const block of text.split(/\$\$/)) {
    const flat = block.replace(/\s+/g, ' ')
    const ugc = UGC.exec(flat)
    if (!ugc?.[1]) continue
    const after = flat.slice(ugc.index + ugc[0].length)
    const periods = parsePeriods(after)
    if (periods.length === 0) continue
    const ids = zonesOfLine(ugc[1])
    const time = TIME_LINE.exec(after)
    const names = (time ? after.slice(0, time.index) : '')
      .replace(VTEC, ' ')
      .split(/-(?:\s|$)/)
      .map((n) => n.trim())
      .filter(Boolean)
    ids.forEach((zone, i) => {
      const name = names.length === ids.length ? names[i] : names[0]
      zones.push({ zone, name: name ?? '', periods })
    })
  }
  return zones
}

/**
 * The periods of a zone's text: ".TONIGHT...text .THU...text". A headline such as
 * "...SMALL CRAFT ADVISORY IN EFFECT..." is not a period: a period's dot stands alone.
 */
export function parsePeriods(body: string): CwfPeriod[] {
  const flat = body.replace(/\s+/g, ' ')
  const marker = /(?<![.\S])\.([A-Z][A-Z ]*?)\.\.\./g
  const starts = [...flat.matchAll(marker)]
  return starts.map((m, i) => {
    const end = starts[i + 1]?.index ?? flat.length
    return readPeriod(m[1] ?? '', flat.slice(m.index + m[0].length, end))
  })
}

/** One period from its name and text (line breaks anywhere). */
export function readPeriod(name: string, text: string): CwfPeriod {
  const clean = text.replace(/\s+/g, ' ').trim()
  const { waves, becoming } = wavesOf(clean)
  return {
    name: name.trim(),
    seasFt: seasOf(clean),
    dominantPeriodS: numberAfter(clean, /dominant period (\d+) seconds/i),
    waves,
    becoming,
    text: clean,
  }
}

function numberAfter(text: string, re: RegExp): number | null {
  const m = re.exec(text)
  return m ? Number(m[1]) : null
}

const FT = '(?:ft|foot|feet)'

function seasOf(text: string): CwfPeriod['seasFt'] {
  const range = new RegExp(`seas (\\d+) to (\\d+) ${FT}`, 'i').exec(text)
  if (range) return { min: Number(range[1]), max: Number(range[2]) }
  const upTo = new RegExp(
    `seas (?:(\\d+) ${FT} or less|less than (\\d+) ${FT}|to (\\d+) ${FT})`,
    'i',
  )
  const bound = upTo.exec(text)
  if (bound) return { min: 0, max: Number(bound[1] ?? bound[2] ?? bound[3]) }
  const single = new RegExp(`seas (?:around )?(\\d+) ${FT}`, 'i').exec(text)
  if (single) return { min: Number(single[1]), max: Number(single[1]) }
  return null
}

const POINT = '(?:north|south|east|west)'
const DIRECTION = `(?:${POINT}(?:[ -]?${POINT}){0,2}|[NESW]{1,3})`
// "SE 1 foot at 14 seconds", "North 6 feet at 11 seconds", "S less than 1 foot at 15 seconds",
// "NW 3 to 5 ft at 10 seconds".
const TRAIN = new RegExp(
  `\\b(${DIRECTION}) (less than )?(\\d+(?:\\.\\d+)?)(?: to (\\d+(?:\\.\\d+)?))? ${FT} at (\\d+) seconds?`,
  'gi',
)
// Where the start state ends and the change begins.
const CHANGE =
  /(?:,|\.\.\.|\.)?\s*\b(?=(?:becoming|subsiding to|building to|increasing to|decreasing to|diminishing to)\b)/i
// A sentence ends at a lone dot (not "..."), followed by a space or the end.
const SENTENCE_END = /(?<!\.)\.(?!\.)(?=\s|$)/

function trainsOf(text: string): CwfWave[] {
  return [...text.matchAll(TRAIN)].map(([, dir = '', less, ft = '', toFt, s = '']) => ({
    directionDeg: compassToDegrees(dir),
    heightFt: toFt ? (Number(ft) + Number(toFt)) / 2 : Number(ft),
    periodS: Number(s),
    ...(less ? { lessThan: true as const } : {}),
  }))
}

/**
 * The trains of the "Wave Detail" sentence (or, where a text drops the label, the sentence its
 * first train starts), split into the period's start and what it changes to.
 */
function wavesOf(text: string): Pick<CwfPeriod, 'waves' | 'becoming'> {
  const label = /wave detail:\s*/i.exec(text)
  const from = label ? label.index + label[0].length : text.search(TRAIN)
  if (from < 0) return { waves: [], becoming: null }
  const rest = text.slice(from)
  const end = SENTENCE_END.exec(rest)
  const detail = end ? rest.slice(0, end.index) : rest
  const change = CHANGE.exec(detail)
  if (!change) return { waves: trainsOf(detail), becoming: null }
  const later = detail.slice(change.index + change[0].length).trim()
  const becoming = { text: later.charAt(0).toLowerCase() + later.slice(1), waves: trainsOf(later) }
  return { waves: trainsOf(detail.slice(0, change.index)), becoming }
}

const ListSchema = z.object({
  '@graph': z.array(z.object({ id: z.string(), issuanceTime: z.string() })),
})
const ProductSchema = z.object({
  id: z.string(),
  issuanceTime: z.string(),
  productText: z.string(),
})

/** The office's newest Coastal Waters Forecast, parsed. */
export async function fetchCoastalWaters(
  office: string,
  { config = readUpstreamConfig() }: { config?: UpstreamConfig } = {},
): Promise<UpstreamResult<CwfProduct>> {
  const listUrl = upstreamUrl(
    config,
    'nws',
    `/products/types/CWF/locations/${encodeURIComponent(office)}`,
  )
  const list = await fetchJson({ source: 'nws', url: listUrl, config }, ListSchema)
  if (!list.ok) return list
  const newest = list.value['@graph'][0]
  if (!newest) return fail('nws', 'malformed', `no CWF issued by ${office}`)
  const url = upstreamUrl(config, 'nws', `/products/${encodeURIComponent(newest.id)}`)
  const product = await fetchJson({ source: 'nws', url, config }, ProductSchema)
  if (!product.ok) return product
  const { id, issuanceTime, productText } = product.value
  return {
    ok: true,
    value: { id, issuanceTime, zones: parseCoastalWaters(productText) },
    fetchedAt: product.fetchedAt,
  }
}
