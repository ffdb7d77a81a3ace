// Home's conditions tab in the browser: the search and chips (the HomeControls island) write
// here, the grid controller reads, and the hearts island learns when the grid was replaced.
import { atom } from 'nanostores'
import type { SpotFilterKey } from '../../../../shared/domain/view/spot-filters'
import type { SpotFacts } from '../../universal/home/spot-facts'

/** The search box's text (substring of name or location). */
export const $homeQuery = atom('')

/** The selected filter chips (a multi-select, empty = All Spots). */
export const $homeFilters = atom<SpotFilterKey[]>([])

/** The grid's spots in page order (sorted by the server), for search and suggestions. */
export const $homeSpots = atom<SpotFacts[]>([])

/** Bumped each time the grid's cards are replaced (a date chosen in the browser). */
export const $gridVersion = atom(0)
