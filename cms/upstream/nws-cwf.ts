// NWS Coastal Waters Forecast (CWF, upstream-apis.md §4.3): the official marine forecast text of
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

/** One swell train of a period's "Wave Detail". */
export type CwfWave = { directionDeg: number | null; heightFt: number; periodS: number }

/** One forecast period of a zone: "TONIGHT", "THU", "THU NIGHT"... */
export type CwfPeriod = {
  name: string
  /** "Seas 3 to 5 ft" → 3..5; "Seas 3 ft or less" → 0..3; "Seas around 2 ft" → 2..2. */
  seasFt: { min: number; max: number } | null
  /** "dominant period 14 seconds" where the text gives one. */
  dominantPeriodS: number | null
  waves: CwfWave[]
  text: string
}

export type CwfZone = { zone: string; name: string; periods: CwfPeriod[] }

export type CwfProduct = { id: string; issuanceTime: string; zones: CwfZone[] }

const ZONE_LINE = /^([A-Z]{2}Z\d{3}(?:[->]\d{3})*)-(?:\d{6}-)?$/
// A 3-digit zone number is followed by '-' or '>'; the 6-digit expiry time is not a zone.
const ZONE_IDS = /([A-Z]{2}Z)(\d{3})((?:[->]\d{3}(?=[->]|$))*)/

/** The zone ids a UGC line names: 'PZZ650-655-' → PZZ650, PZZ655; 'PZZ650>652' → 650..652. */
export function zonesOfLine(line: string): string[] {
  const match = ZONE_IDS.exec(line)
  if (!match) return []
  const [, prefix = '', first = '', rest = ''] = match
  const ids = [Number(first)]
  for (const part of rest.match(/[->]\d{3}/g) ?? []) {
    const n = Number(part.slice(1))
    const last = ids[ids.length - 1] ?? n
    if (part.startsWith('>')) for (let i = last + 1; i <= n; i++) ids.push(i)
    else ids.push(n)
  }
  return ids.map((n) => `${prefix}${String(n).padStart(3, '0')}`)
}

/** Every zone's periods in a CWF product text (zones without periods are left out). */
export function parseCoastalWaters(text: string): CwfZone[] {
  const zones: CwfZone[] = []
  for (const block of text.split(/^\$\$\s*$/m)) {
    const lines = block.split('\n').map((l) => l.trim())
    const at = lines.findIndex((l) => ZONE_LINE.test(l))
    if (at < 0) continue
    const periods = parsePeriods(lines.slice(at + 1).join(' '))
    if (periods.length === 0) continue
    const name = (lines[at + 1] ?? '').replace(/-$/, '')
    for (const zone of zonesOfLine(lines[at] ?? '')) zones.push({ zone, name, periods })
  }
  return zones
}

function parsePeriods(body: string): CwfPeriod[] {
  const periods: CwfPeriod[] = []
  const re = /\.([A-Z][A-Z ]*?)\.\.\.(.*?)(?=\s\.[A-Z][A-Z ]*?\.\.\.|$)/g
  for (const [, name = '', text = ''] of body.matchAll(re)) {
    const clean = text.replace(/\s+/g, ' ').trim()
    periods.push({
      name: name.trim(),
      seasFt: seasOf(clean),
      dominantPeriodS: numberAfter(clean, /dominant period (\d+) seconds/i),
      waves: wavesOf(clean),
      text: clean,
    })
  }
  return periods
}

function numberAfter(text: string, re: RegExp): number | null {
  const m = re.exec(text)
  return m ? Number(m[1]) : null
}

function seasOf(text: string): CwfPeriod['seasFt'] {
  const range = /seas (\d+) to (\d+) ft/i.exec(text)
  if (range) return { min: Number(range[1]), max: Number(range[2]) }
  const orLess = /seas (\d+) ft or less/i.exec(text)
  if (orLess) return { min: 0, max: Number(orLess[1]) }
  const single = /seas (?:around )?(\d+) ft/i.exec(text)
  if (single) return { min: Number(single[1]), max: Number(single[1]) }
  return null
}

function wavesOf(text: string): CwfWave[] {
  const detail = /wave detail: (.*?)(?:\.(?:\s|$)|$)/i.exec(text)?.[1] ?? ''
  const waves: CwfWave[] = []
  for (const [, dir = '', ft = '', s = ''] of detail.matchAll(
    /\b([NESW]{1,3}) (\d+) ft at (\d+) seconds/g,
  )) {
    waves.push({ directionDeg: compassToDegrees(dir), heightFt: Number(ft), periodS: Number(s) })
  }
  return waves
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
