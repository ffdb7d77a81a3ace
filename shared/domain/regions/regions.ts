// Coastal regions, derived from a spot's position alone: spots carry no region field, and a
// derivation needs nothing stored, costs nothing at import and can be written once in SQL too
// (cms/conditions/read/regions-sql.ts builds its CASE from this table).
//
// Why boxes and not the IANA time zone: a zone's area is a continent, not a coast (America/*
// spans both oceans), and a spot made by an import or a bench may still say 'UTC'. A spot's
// region is the first whose boxes contain it, in this order, and the last, Elsewhere, holds
// every point the others do not: every position on Earth falls in exactly one region.

/** South to north and west to east, inclusive, in degrees; never across the antimeridian. */
export type RegionBox = { south: number; west: number; north: number; east: number }

export type Region = { id: string; name: string; boxes: readonly RegionBox[] }

const box = (south: number, west: number, north: number, east: number): RegionBox => ({
  south,
  west,
  north,
  east,
})

/** In matching order: an earlier region wins where boxes overlap. */
export const REGIONS = [
  {
    id: 'hawaii',
    name: 'Hawaii',
    // why: the islands (and the atolls north-west to Midway) sit alone mid-Pacific.
    boxes: [box(15, -179, 30, -150)],
  },
  {
    id: 'north-america-atlantic',
    name: 'North America Atlantic & Gulf',
    boxes: [
      // why: Texas to Florida's east coast north of Miami; west of -79.9 keeps the Bahamas out.
      box(25.9, -98, 31, -79.9),
      // why: north of 31° the Atlantic side from Georgia to Labrador (and the Great Lakes).
      box(31, -98, 61, -52),
      // why: Miami and the Keys lie south of the Rio Grande's mouth (25.9°), Cuba south of 23.3°.
      box(24.3, -83, 25.9, -79.9),
    ],
  },
  {
    id: 'north-america-pacific',
    name: 'North America Pacific',
    boxes: [
      // why: the US border meets the Pacific at 32.53°; Canada and Alaska lie north.
      box(32.53, -180, 72, -114),
      // why: the Aleutians cross the antimeridian.
      box(50, 170, 72, 180),
    ],
  },
  {
    id: 'central-america-caribbean',
    name: 'Mexico, Central America & Caribbean',
    // why: both Mexican coasts, the isthmus to Panama (south to 7°, where Colombia's Pacific
    // shore begins) and the islands to Barbados (-59.5°).
    boxes: [box(7, -118, 32.53, -59)],
  },
  {
    id: 'south-america',
    name: 'South America',
    // why: from the Galápagos (-91.6°) to Brazil's easternmost islands (-32.4°), south to Cape Horn.
    boxes: [box(-60, -93, 13, -30)],
  },
  {
    id: 'mediterranean',
    name: 'Mediterranean & Black Sea',
    boxes: [
      // why: east of Tarifa (-5.6°) and south of the Bay of Biscay's Spanish shore (43.3°).
      box(30, -5.6, 43, 37),
      // why: the Gulf of Lion, Liguria and the Adriatic reach north to 45.8° east of 3°.
      box(43, 3, 46.5, 37),
      // why: the Black Sea.
      box(40.5, 27, 47.5, 42),
    ],
  },
  {
    id: 'europe-atlantic',
    name: 'Europe Atlantic & North Sea',
    boxes: [
      // why: north of the Strait (Tarifa 36.0°, Tangier 35.8° stays African), the Azores to the Baltic.
      box(36, -32, 72, 45),
      // why: Madeira, Portuguese, lies west of Morocco.
      box(32.3, -17.5, 33.2, -16),
    ],
  },
  {
    id: 'africa-arabia',
    name: 'Africa & Arabia',
    // why: Cape Verde (-25.4°) to Somalia (51.4°); the Red Sea's and Arabia's shores share the box.
    boxes: [box(-36, -26, 37.5, 52)],
  },
  {
    id: 'australia-new-zealand',
    name: 'Australia & New Zealand',
    boxes: [
      // why: south of 11.5° from 112° to 160° is Australia's coast (Timor and Rote lie north).
      box(-45, 112, -11.5, 160),
      // why: Tiwi Islands, Cobourg and Cape York reach 10.5°, east of Timor.
      box(-11.5, 129, -10.5, 145),
      // why: New Zealand, south of New Caledonia (22.7°) and Norfolk Island (29°).
      box(-48, 165, -33.5, 179.5),
    ],
  },
  {
    id: 'east-asia',
    name: 'East Asia',
    // why: north of 21.5° (Taiwan 21.9°, Hong Kong 22.3°; Vietnam and Luzon south): China, Korea, Japan, Kamchatka.
    boxes: [box(21.5, 105, 62, 170)],
  },
  {
    id: 'indian-ocean-southeast-asia',
    name: 'Indian Ocean & Southeast Asia',
    // why: Mauritius (57.5°) to the Philippines and Maluku (131°), Oman to Java's south coast.
    boxes: [box(-13, 52, 31, 131)],
  },
  {
    id: 'pacific-islands',
    name: 'Pacific Islands',
    boxes: [
      // why: New Guinea, Micronesia, Melanesia west of the antimeridian.
      box(-50, 131, 30, 180),
      // why: Polynesia east of it, west of South America's box (Easter Island -109°).
      box(-50, -180, 30, -93),
    ],
  },
  {
    id: 'elsewhere',
    name: 'Elsewhere',
    // why: the polar seas and any open water the boxes above miss: every point has a region.
    boxes: [box(-90, -180, 90, 180)],
  },
] as const satisfies readonly Region[]

export type RegionId = (typeof REGIONS)[number]['id']

export const REGION_IDS = REGIONS.map((r) => r.id) as [RegionId, ...RegionId[]]

/** Whether a box holds a point (edges included). */
export function boxHolds(b: RegionBox, lat: number, lon: number): boolean {
  return lat >= b.south && lat <= b.north && lon >= b.west && lon <= b.east
}

/** The one region of a position: the first whose boxes hold it. */
export function regionOf(lat: number, lon: number): Region & { id: RegionId } {
  const found = REGIONS.find((r) => r.boxes.some((b) => boxHolds(b, lat, lon)))
  // The last region's box is the whole Earth, so only a NaN reaches here.
  return found ?? REGIONS[REGIONS.length - 1]!
}

/** A region by id, or undefined when there is none. */
export function regionById(id: string): (Region & { id: RegionId }) | undefined {
  return REGIONS.find((r) => r.id === id)
}
