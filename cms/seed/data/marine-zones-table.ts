// The per-spot table of US wave sources in docs/conditions.md, rendered from the seed data so the
// doc cannot drift (marine-zones.test.ts compares them). Regenerate the doc's table with
// `npx tsx cms/seed/data/marine-zones-table.ts`.
import { MARINE_ZONES } from './marine-zones'
import { SPOT_SEEDS } from './spots'

export const TABLE_START =
  '<!-- us-wave-sources:start (generated: cms/seed/data/marine-zones-table.ts) -->'
export const TABLE_END = '<!-- us-wave-sources:end -->'

/** One Markdown row per US seed spot: its zone, office and the order its wave sources are tried. */
export function marineZoneTable(): string {
  const rows = SPOT_SEEDS.filter((s) => s.isUS).map((spot) => {
    const z = MARINE_ZONES[spot.slug]
    const order = z
      ? `NWS water cell next to the beach → CWF ${z.zone} → Open-Meteo`
      : 'NWS water cell next to the beach → Open-Meteo'
    return `| ${spot.name} | ${z?.office ?? '–'} | ${z?.zone ?? '–'} | ${order} | ${z?.why ?? 'no zone'} |`
  })
  return [
    '| Spot | Office | Marine zone | Wave source, first that answers | Why this zone |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

if (process.argv[1]?.endsWith('marine-zones-table.ts')) {
  const { readFileSync, writeFileSync } = await import('node:fs')
  const doc = 'docs/conditions.md'
  const text = readFileSync(doc, 'utf8')
  const [before = '', rest = ''] = text.split(TABLE_START)
  const after = rest.split(TABLE_END)[1] ?? ''
  writeFileSync(doc, `${before}${TABLE_START}\n${marineZoneTable()}\n${TABLE_END}${after}`)
}
