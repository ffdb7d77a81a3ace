// Wind direction maths. Directions are meteorological degrees: where the wind (or swell) comes
// FROM. A beach's facing is the bearing it looks out to sea.

export const WIND_CLASSES = ['offshore', 'cross-shore', 'onshore'] as const

export type WindClass = (typeof WIND_CLASSES)[number]

export type WindTone = 'good' | 'fair' | 'bad'

export const COMPASS_POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const

export type CompassPoint = (typeof COMPASS_POINTS)[number]

/** Wind within this many degrees of the beach's facing blows straight in: onshore. */
export const ONSHORE_MAX_DELTA = 45
/** Wind at least this many degrees away from the beach's facing blows off the land: offshore. */
export const OFFSHORE_MIN_DELTA = 135

export function normaliseDegrees(deg: number): number {
  return ((deg % 360) + 360) % 360
}

/** Smallest angle between two bearings, in [0, 180]. */
export function angularDistance(a: number, b: number): number {
  const d = normaliseDegrees(a - b)
  return d > 180 ? 360 - d : d
}

/** Signed difference a − b folded into [−180, 180): ((a − b + 540) % 360) − 180. */
export function signedAngleDifference(a: number, b: number): number {
  return normaliseDegrees(a - b + 540) - 180
}

/** Offshore, cross-shore or onshore, from where the wind comes and where the beach faces. */
export function classifyWind(input: { windFromDeg: number; beachFacingDeg: number }): WindClass {
  const delta = angularDistance(input.windFromDeg, input.beachFacingDeg)
  if (delta >= OFFSHORE_MIN_DELTA) return 'offshore'
  if (delta <= ONSHORE_MAX_DELTA) return 'onshore'
  return 'cross-shore'
}

/** classifyWind for values that may be missing: null when either bearing is unknown. */
export function classifyWindOrNull(input: {
  windFromDeg: number | null
  beachFacingDeg: number | null
}): WindClass | null {
  const { windFromDeg, beachFacingDeg } = input
  if (windFromDeg === null || beachFacingDeg === null) return null
  if (!Number.isFinite(windFromDeg) || !Number.isFinite(beachFacingDeg)) return null
  return classifyWind({ windFromDeg, beachFacingDeg })
}

/**
 * A spot's shore as the rating needs it: the sector of wind directions that blow offshore
 * (clockwise from offshoreFromDeg to offshoreToDeg, both included), how much of the open-ocean
 * swell reaches the break from each direction, where the spot starts to break, and its name for
 * the reasons that name it.
 */
export type Shore = {
  offshoreFromDeg: number
  offshoreToDeg: number
  /**
   * Share (0-1) of open-ocean swell from each direction that reaches the break: 36 values, index
   * i = FROM i × 10° (exposure.ts). null when unknown: every train is then rated fully exposed
   * (factor 1), as before exposure was known; so is a train whose own direction is unknown.
   */
  exposure: readonly number[] | null
  /** Breaking height (ft) below which the spot does not break; null when not documented. */
  worksFromFt: number | null
  /** The spot's name, for the reasons that name it ('Waimea Bay needs 15+ ft to break'). */
  spotName: string | null
}

/** What a shore knows besides its offshore sector. */
export type ShoreExtras = Partial<Pick<Shore, 'exposure' | 'worksFromFt' | 'spotName'>>

/** The shore of a beach known only by its facing: offshore within 45° of straight off the land. */
export function shoreFacing(beachFacingDeg: number, extras: ShoreExtras = {}): Shore {
  return {
    offshoreFromDeg: normaliseDegrees(beachFacingDeg + 180 - (180 - OFFSHORE_MIN_DELTA)),
    offshoreToDeg: normaliseDegrees(beachFacingDeg + 180 + (180 - OFFSHORE_MIN_DELTA)),
    exposure: extras.exposure ?? null,
    worksFromFt: extras.worksFromFt ?? null,
    spotName: extras.spotName ?? null,
  }
}

/** True when bearing lies in the clockwise sector from → to (both ends included). */
export function inSector(bearing: number, from: number, to: number): boolean {
  const width = normaliseDegrees(to - from)
  return normaliseDegrees(bearing - from) <= width
}

/** The bearing the shore faces: straight opposite the middle of its offshore sector. */
export function seawardOf(shore: Shore): number {
  const width = normaliseDegrees(shore.offshoreToDeg - shore.offshoreFromDeg)
  return normaliseDegrees(shore.offshoreFromDeg + width / 2 + 180)
}

/**
 * Wind class from the offshore sector: inside it offshore; within 45° of the sea-ward axis
 * (opposite the sector's middle) onshore; anything between cross-shore. With the default
 * 90°-wide sector this is exactly classifyWind by facing.
 */
export function classifyWindAt(windFromDeg: number, shore: Shore): WindClass {
  if (inSector(windFromDeg, shore.offshoreFromDeg, shore.offshoreToDeg)) return 'offshore'
  if (angularDistance(windFromDeg, seawardOf(shore)) <= ONSHORE_MAX_DELTA) return 'onshore'
  return 'cross-shore'
}

/** classifyWindAt for values that may be missing: null when the wind or the shore is unknown. */
export function classifyShoreWind(
  windFromDeg: number | null,
  shore: Shore | null,
): WindClass | null {
  if (windFromDeg === null || shore === null || !Number.isFinite(windFromDeg)) return null
  return classifyWindAt(windFromDeg, shore)
}

/** 16-point compass text of a bearing: 0 → 'N', 100 → 'E', 270 → 'W'. */
export function degreesToCompass(deg: number): CompassPoint {
  const index = ((Math.round(deg / 22.5) % 16) + 16) % 16
  return COMPASS_POINTS[index] ?? 'N'
}

/** Bearing of a compass text ('WSW', 'north-west', 'S'); null for anything else. */
export function compassToDegrees(text: string): number | null {
  const letters = text
    .trim()
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/NORTH/g, 'N')
    .replace(/SOUTH/g, 'S')
    .replace(/EAST/g, 'E')
    .replace(/WEST/g, 'W')
  const index = (COMPASS_POINTS as readonly string[]).indexOf(letters)
  return index === -1 ? null : index * 22.5
}

/** Colour tone of a wind class: offshore good, cross-shore fair, anything else bad. */
export function windDirectionTone(windClass: string | null | undefined): WindTone {
  if (windClass === 'offshore') return 'good'
  if (windClass === 'cross-shore') return 'fair'
  return 'bad'
}

/** Mean of bearings on the circle (350° and 10° average to 0°); null when empty or cancelled out. */
export function circularMean(degrees: readonly number[]): number | null {
  if (degrees.length === 0) return null
  let x = 0
  let y = 0
  for (const deg of degrees) {
    x += Math.cos((deg * Math.PI) / 180)
    y += Math.sin((deg * Math.PI) / 180)
  }
  if (Math.hypot(x, y) / degrees.length < 1e-6) return null
  return normaliseDegrees((Math.atan2(y, x) * 180) / Math.PI)
}
