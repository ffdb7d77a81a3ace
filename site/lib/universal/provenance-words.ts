// Provenance in words: where each group of a condition's numbers came from and how old
// it is, as a surfer reads it: "Waves: NOAA NWS · 40 min ago", "Tide: modelled from Open-Meteo
// sea level". Pure: the page passes its clock, so the card, the report and the map panel agree.
import type { FieldProvenance, ProvenanceGroups } from '../../../shared/contracts/conditions'

/** Older than this, a group is marked stale on the page. */
export const STALE_AFTER_MS = 6 * 60 * 60 * 1000

const PROVIDER_NAMES: Record<FieldProvenance['provider'], string> = {
  nws: 'NOAA NWS',
  ndbc: 'NOAA NDBC',
  coops: 'NOAA CO-OPS',
  neaps: 'harmonic prediction',
  'open-meteo': 'Open-Meteo',
}

const GROUPS = [
  ['waves', 'Waves'],
  ['wind', 'Wind'],
  ['tide', 'Tide'],
  ['waterTemp', 'Water temperature'],
] as const

/** One field group in words; `stale` is set when the numbers are too old to trust as now. */
export type ProvenanceLine = {
  label: string
  /** Everything after the label: "NOAA NWS · 40 min ago". */
  text: string
  /** "Stale: 7 h old", or null when fresh. */
  stale: string | null
}

/** '40 min', '7 h', '2 d' or null (under a minute, or a clock ahead of the server). */
function ageWords(ms: number): string | null {
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return null
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`
}

/** 'model run 06 UTC' on the same UTC day as now, else 'model run 23 Nov 18 UTC'. */
function modelRunWords(iso: string, now: Date): string | null {
  const run = new Date(iso)
  if (Number.isNaN(run.getTime())) return null
  const hour = `${String(run.getUTCHours()).padStart(2, '0')} UTC`
  if (run.toISOString().slice(0, 10) === now.toISOString().slice(0, 10)) return `model run ${hour}`
  const day = run.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return `model run ${day} ${hour}`
}

/** Who answered, in words: provider, model or station, and "modelled from" for estimates. */
function sourceWords(p: FieldProvenance): string {
  const provider = PROVIDER_NAMES[p.provider]
  if (!p.modelled) return p.model ? `${provider} ${p.model}` : provider
  // The model's own note in brackets repeats "modelled"; the sentence already says it.
  const model = p.model?.replace(/\s*\(.*\)\s*$/, '')
  return `modelled from ${provider}${model ? ` ${model}` : ''}`
}

/** A group's provenance in words, or that nothing gives this spot the group. */
export function provenanceLine(
  label: string,
  p: FieldProvenance | null,
  now: Date,
): ProvenanceLine {
  if (!p) return { label, text: 'no source for this spot', stale: null }
  const parts = [sourceWords(p)]
  if (p.gridDistanceKm !== null && Math.round(p.gridDistanceKm) >= 1)
    parts.push(`${Math.round(p.gridDistanceKm)} km away`)
  const ageMs = now.getTime() - Date.parse(p.fetchedAt)
  const age = Number.isNaN(ageMs) ? null : ageWords(ageMs)
  if (p.sample) parts.push('recorded sample')
  else if (p.modelRun) parts.push(modelRunWords(p.modelRun, now) ?? '')
  else parts.push(age ? `${age} ago` : 'just now')
  const isOld = !Number.isNaN(ageMs) && ageMs > STALE_AFTER_MS
  const stale = isOld || p.stale ? `Stale: ${age ?? 'under 1 min'} old` : null
  return { label, text: parts.filter(Boolean).join(' · '), stale }
}

/** Every field group of a condition or forecast day in words, in a fixed order. */
export function provenanceLines(groups: ProvenanceGroups, now: Date): ProvenanceLine[] {
  return GROUPS.map(([key, label]) => provenanceLine(label, groups[key], now))
}

/** A line as one sentence: "Waves: NOAA NWS · 40 min ago · Stale: 7 h old". */
export function provenanceSentence(line: ProvenanceLine): string {
  return `${line.label}: ${line.text}${line.stale ? ` · ${line.stale}` : ''}`
}
