// What publishing a spot sets going (docs/editors.md 'Adding a spot'): a drawn image when it has
// none, and a queued conditions refresh so its card and report have conditions within a minute.
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'
import { afterCommit } from '../../hooks/after-commit'
import { ingestionInFlight } from '../../conditions/ingest/run'
import { refreshNow } from '../../conditions/jobs/refresh-conditions'
import { spotDrawing } from '../../seed/drawings'
import { drawingWebp } from '../../seed/media'

type SpotData = {
  _status?: string | null
  name?: string
  slug?: string
  breakType?: string
  location?: string
  latitude?: number
  longitude?: number
  image?: unknown
}

/** Set in `context` by the bulk import: its spots are refreshed together, once, at its end. */
export const SPOT_IMPORT_CONTEXT = 'spotImport'

const isAutosave = (req: PayloadRequest) =>
  (req.query as { autosave?: unknown })?.autosave === 'true'

/** beforeChange: a spot published without an image gets the drawing the seed spots have. */
export const drawImageWhenPublished: CollectionBeforeChangeHook = async ({ data, req }) => {
  const spot = data as SpotData
  if (isAutosave(req) || spot._status !== 'published' || spot.image) return data
  if (!spot.name || typeof spot.latitude !== 'number') return data
  const svg = spotDrawing({
    name: spot.name,
    breakType: spot.breakType ?? 'beach',
    latitude: spot.latitude,
    longitude: spot.longitude,
  })
  const file = await drawingWebp(svg, undefined)
  const media = await req.payload.create({
    collection: 'media',
    data: {
      alt: `Illustration of the ${spot.breakType ?? 'surf'} break at ${spot.name}${spot.location ? `, ${spot.location}` : ''}`,
    },
    file: {
      data: file,
      mimetype: 'image/webp',
      name: `${spot.slug ?? 'spot'}.webp`,
      size: file.length,
    },
    req,
  })
  return { ...data, image: media.id }
}

/** Refreshes conditions now, after any run in flight (which read the spots before this one). */
export async function refreshForSpot(payload: Payload, reason: string): Promise<void> {
  try {
    await ingestionInFlight()?.catch(() => undefined)
    const { summary, error } = await refreshNow(payload, reason)
    if (!summary) payload.logger.error(`conditions: ${reason}: the refresh failed: ${error}`)
  } catch (error) {
    payload.logger.error({ err: error }, `conditions: ${reason}: the refresh failed`)
  }
}

const moved = (doc: SpotData, previous: SpotData | undefined) =>
  doc.latitude !== previous?.latitude || doc.longitude !== previous?.longitude

/**
 * afterChange: a spot just published (or published again at a new point) gets conditions now: a
 * refresh queued on the conditions queue and run here once the save has committed. The save does
 * not wait for it. Autosaves and drafts never refresh.
 */
export const refreshWhenPublished: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  req,
}) => {
  const spot = doc as SpotData
  const before = previousDoc as SpotData | undefined
  // Editors' saves only: the seed and other system writes (no user) refresh on their own schedule.
  if (!req.user || isAutosave(req) || spot._status !== 'published') return doc
  // A bulk import refreshes once for all its spots when it ends (cms/spot-import).
  if (req.context?.[SPOT_IMPORT_CONTEXT] === true) return doc
  if (before?._status === 'published' && !moved(spot, before)) return doc
  const payload = req.payload
  await afterCommit(req, () => {
    void refreshForSpot(
      payload,
      `spot published: ${spot.slug ?? String((doc as { id?: unknown }).id)}`,
    )
  })
  return doc
}
