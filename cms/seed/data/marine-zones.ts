// Each US seed spot's NWS coastal marine zone and the forecast office that issues its Coastal
// Waters Forecast (CWF), keyed by spot slug: what the seed stores in a spot's nwsZone/nwsOffice
// (migration 20261127_121705_spot_nws_zone for existing rows) and what the fake upstream answers
// to /zones?type=coastal&point= (cms/conditions/upstream/sample-server/nws-zones.ts). Live, a spot's zone is
// looked up by point (cms/conditions/stations/nws-zone.ts) and checked monthly (docs/conditions.md 'Stations').
// Written from knowledge of NWS's marine zone map, then checked in November 2026 against
// published NWS products (forecast.weather.gov CWF and MWS pages): LOX PZZ650/655 (MWS, Nov
// 2025), CHS AMZ350 (CWF of 27 Jan 2026; weather.gov/chs/marinezoneexpansion: CHS took over
// 20-60 nm off SC on about 3 March 2026 with "no change" to its 0-20 nm service; no CWF after
// that date was found, so AMZ350 is unconfirmed after March and the monthly check will tell),
// SGX PZZ740 (CWF, Jan 2026, replacing PZZ750; forecast.weather.gov's PZZ740 zone page of 9 Jan
// 2026 reads "San Mateo Point to the Mexican Border and out to 10 nm"), MTR PZZ535 (Monterey Bay
// zone page, May 2025) and PZZ545 (Point Reyes to Pigeon Point out 10 nm: zone forecasts 2020,
// MWW 2022), OKX ANZ350/355 (MWW and MWS texts 2018-2022 only). Not checked against
// api.weather.gov /zones?type=coastal&point=lat,lon (no access from here): the others are from
// knowledge, and a wrong zone shows up as a spot whose CWF has no such zone (the monthly check).

export type MarineZone = {
  /** UGC marine zone id, e.g. 'PZZ650'. */
  zone: string
  /** The WFO that issues the zone's CWF (`/products/types/CWF/locations/{office}`). */
  office: string
  /** Why this zone, in a few words (the waters the break faces). */
  why: string
}

export const MARINE_ZONES: Readonly<Record<string, MarineZone>> = {
  'miami-beach-south-beach': {
    zone: 'AMZ651',
    office: 'MFL',
    why: 'Atlantic waters from Deerfield Beach to Ocean Reef, out 20 nm',
  },
  'cocoa-beach-pier': {
    zone: 'AMZ552',
    office: 'MLB',
    why: 'Volusia–Brevard county line to Sebastian Inlet, 0–20 nm',
  },
  'sebastian-inlet-first-peak': {
    zone: 'AMZ552',
    office: 'MLB',
    why: 'First Peak is on the Brevard side, just north of the inlet that ends the zone',
  },
  'folly-beach-the-washout': {
    zone: 'AMZ350',
    office: 'CHS',
    why: 'South Santee River to Edisto Beach, out 20 nm',
  },
  'wrightsville-beach': {
    zone: 'AMZ250',
    office: 'ILM',
    why: 'Surf City to Cape Fear, out 20 nm',
  },
  'cape-hatteras-lighthouse': {
    zone: 'AMZ152',
    office: 'MHX',
    why: 'Oregon Inlet to Cape Hatteras, out 20 nm: the east-facing beach at the cape',
  },
  'rockaway-beach-90th-st': {
    zone: 'ANZ355',
    office: 'OKX',
    why: 'Sandy Hook to Fire Island Inlet, out 20 nm',
  },
  'ditch-plains-montauk': {
    zone: 'ANZ350',
    office: 'OKX',
    why: 'Moriches Inlet to Montauk Point, out 20 nm',
  },
  'narragansett-town-beach': {
    zone: 'ANZ235',
    office: 'BOX',
    why: 'Rhode Island Sound, which the beach faces (not the bay behind it)',
  },
  'rye-rocks': {
    zone: 'ANZ154',
    office: 'GYX',
    why: 'Cape Elizabeth to Merrimack River, out 25 nm',
  },
  'the-wall-north-hampton-hampton': {
    zone: 'ANZ154',
    office: 'GYX',
    why: 'Cape Elizabeth to Merrimack River, out 25 nm',
  },
  'galveston-61st-st-pleasure-pier': {
    zone: 'GMZ355',
    office: 'HGX',
    why: 'High Island to Freeport, out 20 nm',
  },
  'ocean-beach-san-francisco': {
    zone: 'PZZ545',
    office: 'MTR',
    why: 'Point Reyes to Pigeon Point, out 10 nm',
  },
  mavericks: {
    zone: 'PZZ545',
    office: 'MTR',
    why: 'Point Reyes to Pigeon Point, out 10 nm (Half Moon Bay is inside it)',
  },
  'steamer-lane': {
    zone: 'PZZ535',
    office: 'MTR',
    why: 'Monterey Bay, which Steamer Lane faces',
  },
  rincon: {
    zone: 'PZZ650',
    office: 'LOX',
    why: 'East Santa Barbara Channel, Point Conception to Point Mugu',
  },
  'malibu-surfrider-beach': {
    zone: 'PZZ655',
    office: 'LOX',
    why: 'Inner waters, Point Mugu to San Mateo Point',
  },
  'huntington-beach-pier': {
    zone: 'PZZ655',
    office: 'LOX',
    why: 'Inner waters, Point Mugu to San Mateo Point',
  },
  'lower-trestles': {
    zone: 'PZZ655',
    office: 'LOX',
    why: 'Just north of San Mateo Point, the LOX/SGX line (PZZ740 is the other side)',
  },
  windansea: {
    zone: 'PZZ740',
    office: 'SGX',
    // SGX split its waters: forecast.weather.gov's CWF text for PZZ740 (January 2026) reads
    // "Coastal Waters from San Mateo Point to the Mexican Border and out to 10 nm".
    why: 'San Mateo Point to the Mexican border, out 10 nm (SGX renumbered; was PZZ750)',
  },
  'banzai-pipeline': {
    zone: 'PHZ114',
    office: 'HFO',
    why: 'Oahu windward waters, which HFO uses for the north and east shores',
  },
  'waimea-bay': {
    zone: 'PHZ114',
    office: 'HFO',
    why: 'Oahu windward waters (north shore)',
  },
  'sunset-beach': {
    zone: 'PHZ114',
    office: 'HFO',
    why: 'Oahu windward waters (north shore)',
  },
  'waikiki-queens': {
    zone: 'PHZ115',
    office: 'HFO',
    why: 'Oahu leeward waters (south shore)',
  },
  'honolua-bay': {
    zone: 'PHZ117',
    office: 'HFO',
    why: 'Maui County windward waters; the bay opens north toward the Pailolo Channel',
  },
}
