// Editorial content for the static pages: Board Room,
// Blog and Who We Are. Real shapers and companies, described from public reporting; no quotes are
// attributed to anyone.

export type ShaperSeed = {
  name: string
  location: string
  /** ISO date we featured them (YYYY-MM-DD); the page lists newest first. */
  date: string
  description: string
  highlights: string[]
  philosophy: string
  latitude: number
  longitude: number
  siteUrl: string
  imageAlt: string
}

export type BlogSeed = {
  title: string
  companyName: string
  location: string
  /** ISO date of the story (YYYY-MM-DD). */
  date: string
  description: string
  highlights: string[]
  philosophy: string
  aboutTheTeam: string
  siteUrl: string
  imageAlt: string
}

export type WhoWeAreSeed = {
  heading: string
  /** The last paragraph ends with exactly 'Enjoy the ride'. */
  paragraphs: string[]
}

export const SHAPER_SEEDS: ShaperSeed[] = [
  {
    name: 'Jon Pyzel (Pyzel Surfboards)',
    location: 'Waialua, North Shore, Oahu, Hawaii',
    date: '2026-09-04',
    description:
      "Jon Pyzel grew up surfing in Santa Barbara and moved to Oahu's North Shore in the early 1990s, where he learned the trade repairing dings and laminating at Country Surfboards before moving into the shaping bay. In the late 1990s he made a five-year-old John John Florence his first custom board, and the two have worked together ever since, through John John's world titles in 2016 and 2017. His boards now come out of a factory in Waialua and are ridden far beyond Hawaii.",
    highlights: [
      'Shaper to John John Florence since John John was five years old',
      'The Ghost: a high-performance shortboard with extra volume carried without bulky rails',
      'A range built for North Shore power, from everyday shortboards to step-ups and guns',
      'Learned the craft on the factory floor, starting with ding repair',
    ],
    philosophy:
      'Design is a conversation with the surfer. Ideas go back and forth with team riders, get tested in heavy North Shore waves, and what survives becomes a model anyone can order. Boards for his team are built to last a session at Pipeline rather than to be as light as possible.',
    latitude: 21.5767,
    longitude: -158.13,
    siteUrl: 'https://www.pyzelsurfboards.com',
    imageAlt:
      'Illustration of surfboards standing upright in the sand against a tropical evening sky',
  },
  {
    name: 'Channel Islands Surfboards (Al and Britt Merrick)',
    location: 'Carpinteria, California',
    date: '2026-06-18',
    description:
      "Al and Terry Merrick started Channel Islands in 1969 with a few hundred dollars of resin and cloth, building boards for Santa Barbara surfers just as boards were getting shorter. Al's shapes set the standard for high-performance surfing through Tom Curren in the 1980s and Kelly Slater in the 1990s, and CI team riders have since won a long list of world titles. Their son Britt Merrick, who began shaping alongside his father in 1990, now leads the design work.",
    highlights: [
      'Founded by Al and Terry Merrick in 1969',
      "Shaped for Tom Curren from his early teens and for most of Kelly Slater's career",
      'Britt Merrick now leads design, with a third generation of the family in the factory',
      'A wide range, from contest shortboards to fuller, forgiving everyday shapes',
    ],
    philosophy:
      'Performance design is driven by the best surfers: team riders push the boards in contest conditions, and what works is refined into models for everyone else. The family has kept that loop running on the same stretch of Santa Barbara County coast for more than fifty years.',
    latitude: 34.3989,
    longitude: -119.5185,
    siteUrl: 'https://cisurfboards.com',
    imageAlt: 'Illustration of surfboard outlines above a coastline with offshore islands at dusk',
  },
]

export const BLOG_SEEDS: BlogSeed[] = [
  {
    title: 'Work Where the Waves Are',
    companyName: 'Surf Office',
    location: 'Las Palmas de Gran Canaria, Spain',
    date: '2026-08-12',
    description:
      'Surf Office began in 2013, when designer Peter Fabor persuaded his employer to let him work remotely and set up desks in a small apartment in Las Palmas de Gran Canaria, a city with its own surf beach. Friends, then friends of friends, came to work alongside him, and the idea grew into a mix of accommodation and workspace for remote workers, with further houses in Lisbon and Santa Cruz, California. The company has since turned that experience into planning retreats for remote teams.',
    highlights: [
      'Started in Las Palmas de Gran Canaria in 2013, with a city beach in walking distance',
      'Accommodation and workspace in one: private rooms, desks, reliable Wi-Fi and a meeting room',
      'Small groups of around 10 to 15 guests, with shared dinners and weekend surf trips',
      'Later houses in Lisbon and Santa Cruz, California',
    ],
    philosophy:
      'Remote work should not mean working alone. A week or two somewhere inspiring, with a desk that works and people to share it with, makes work better rather than worse, and a surf before or after the laptop is part of the point.',
    aboutTheTeam:
      'Founded by Peter Fabor with co-founder Michal Kostal. A small hosting team ran the early houses, looking after guests and organising the dinners, trips and surf sessions that turned strangers into a community.',
    siteUrl: 'https://www.surfoffice.com',
    imageAlt: 'Illustration of a laptop-shaped horizon line above rolling blue swell lines',
  },
  {
    title: 'Luxury Surf Travel, Done Properly',
    companyName: 'Tropicsurf',
    location: 'North Malé Atoll, Maldives',
    date: '2026-05-21',
    description:
      'Tropicsurf was founded by Ross Phillips, who ran a surf school in Noosa Heads, Australia, in the 1990s and noticed that clients loved being coached on surf trips but not the places they stayed. He took the idea to Four Seasons at Kuda Huraa in the Maldives, close to waves such as Sultans and Honkys, and set up a resident surf programme there. Tropicsurf now runs surf guiding and coaching at luxury resorts, surf trips by boat through the atolls, and the Four Seasons Maldives Surfing Champions Trophy.',
    highlights: [
      'Resident surf guides and coaches at Four Seasons resorts in the Maldives',
      'Boat-based surf trips that move between breaks to find uncrowded waves',
      'Runs the Four Seasons Maldives Surfing Champions Trophy, an invitational contest ridden on single fins, twin fins and thrusters',
      'Coaching for every level, from first waves to reef barrels',
    ],
    philosophy:
      "Luxury in surfing means removing friction: the right wave for each guest's level, a guide who knows the reefs and tides, and a comfortable place to rest afterwards, so the time in the water is the best part of the day.",
    aboutTheTeam:
      'Led by founder Ross Phillips, a surf coach from Noosa Heads. His guides and coaches work at partner resorts and on boat trips, pairing local knowledge of each break with patient coaching.',
    siteUrl: 'https://www.tropicsurf.com',
    imageAlt: 'Illustration of a turquoise lagoon with a reef wave peeling past a small island',
  },
]

export const WHO_WE_ARE: WhoWeAreSeed = {
  heading: 'Who We Are',
  paragraphs: [
    'Firing started with the oldest habit in surfing: looking at the ocean before deciding anything else. Surf everywhere. Chill always. We built this place for surfers who like to wander, whether that means a new sandbar down the road or a reef on the other side of the world.',
    'Discovery is half the fun. Firing follows 49 spots worldwide, from Rye Rocks in a winter hood to the long lefts of Chicama and the reefs of Bali, each with a short guide to how the wave works, what it needs and what to watch out for.',
    "We want the numbers to be honest. For US spots the conditions come from NOAA: National Weather Service forecasts, NDBC buoys and CO-OPS tide predictions. For the rest of the world they come from Open-Meteo's marine and weather models. Our validation page compares the sources openly, so you can see when they agree and when they do not.",
    'Surfing is better shared. The Discover feed is where you post the session, the wipeout and the wave that got away, and where you find out what is working before you load the car.',
    'So check the conditions, pick a direction and go exploring. Paddle out, say hello in the lineup and tell us what you find. Enjoy the ride',
  ],
}
