// How GET /api/feed pages the feed. A module of its own, without zod: the browser's feed islands
// read these numbers, and the contracts' schemas must not come into their bundle with them.

/** Posts in one page of GET /api/feed (without ?limit). */
export const FEED_PAGE_SIZE = 20
/** The most posts one page may ask for (?limit). */
export const MAX_FEED_PAGE = 50
