// A spot's stations in words for the report's "Where these numbers come from": the
// tide station (name, id, distance, source, licence, and the credit its licence asks for) and
// the wave buoy (name, id, distance). Pure, so the page and its tests agree.
import type { SpotStations } from '../../../shared/contracts/conditions'

export type StationLine = { label: string; text: string; credit?: string }

const km = (d: number) => `${d < 10 ? d.toFixed(1) : Math.round(d)} km away`

/** One line per station the spot has; none when it has none. */
export function stationLines(stations: SpotStations): StationLine[] {
  const lines: StationLine[] = []
  const { tide, buoy, nwsZone } = stations
  if (tide) {
    // Public-domain data needs no credit; a CC BY station's notice names its source and licence.
    const credit = /public domain/i.test(tide.license) ? undefined : tide.attribution
    lines.push({
      label: 'Tide station',
      text: `${tide.name} (${tide.id}), ${km(tide.distanceKm)} · ${tide.source} · ${tide.license}`,
      ...(credit ? { credit } : {}),
    })
  }
  if (buoy)
    lines.push({
      label: 'Wave buoy',
      text: `${buoy.name} (NDBC ${buoy.id}), ${km(buoy.distanceKm)}`,
    })
  if (nwsZone)
    lines.push({ label: 'NWS marine zone', text: `${nwsZone.id}, office ${nwsZone.office}` })
  return lines
}

/**
 * An imported spot's credit line: "Spot data © OpenStreetMap contributors, ODbL 1.0" for
 * OpenStreetMap (as its licence asks), "Spot data: Source, Licence" for any other source.
 */
export function spotDataCredit(source: { name: string; license: string | null }): string {
  const license = source.license ? `, ${source.license}` : ''
  if (/^openstreetmap$/i.test(source.name.trim())) {
    return `Spot data © OpenStreetMap contributors${license || ', ODbL'}`
  }
  return `Spot data: ${source.name}${license}`
}
