// The longest texts the feed keeps. A module of its own, without zod: the contracts' schemas
// enforce these on the server, and the feed islands' fields stop typing at the same lengths.

/** The longest post text the server keeps. */
export const MAX_POST_CHARS = 5000
/** The longest comment the server keeps. */
export const MAX_COMMENT_CHARS = 2000
/** The longest location a post may name. */
export const MAX_LOCATION_CHARS = 200
