// What works at a spot: its swell exposure and ideal conditions for
// GET /api/surf-spots/{id} and the report's block, and its shore for GET .../what-if, all read
// from one cached row so the rating of a what-if uses exactly what ingestion uses (shoreOf).
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { SpotWhatWorks } from '../../../../shared/contracts/conditions'
import { AppError } from '../../../../shared/contracts/errors'
import { idealConditionsOf } from '../../../../shared/domain/rating/ideal-conditions'
import type { Shore } from '../../../../shared/domain/rating/wind'
import { ShapeDoc, selectOf, spotExposureOf } from '../../../../shared/contracts/stored-rows'
import { shoreOf } from '../../../../shared/domain/rating/shore'
import { cachedAnswer } from '../cache/answers'

const SELECT = selectOf(ShapeDoc)

/** A spot's shape: what works there, and the shore the rating reads. */
export type SpotShape = SpotWhatWorks & { name: string; shore: Shore }

function toShape(doc: z.infer<typeof ShapeDoc>): SpotShape {
  const exposure = spotExposureOf(doc.exposure, doc.beachFacingDegrees)
  const shore = shoreOf({
    name: doc.name,
    beachFacingDegrees: doc.beachFacingDegrees,
    offshoreFromDegrees: doc.offshoreFromDegrees,
    offshoreToDegrees: doc.offshoreToDegrees,
    exposure: exposure.byDirection,
    worksFromFt: doc.worksFromFt,
  })
  return {
    name: doc.name,
    shore,
    exposure,
    idealConditions: idealConditionsOf({
      byDirection: exposure.byDirection,
      offshoreFromDeg: shore.offshoreFromDeg,
      offshoreToDeg: shore.offshoreToDeg,
      worksFromFt: doc.worksFromFt,
      bestTide: doc.bestTide,
    }),
  }
}

async function readShape(payload: Payload, id: number): Promise<SpotShape> {
  const { docs } = await payload.find({
    collection: 'surf-spots',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    select: SELECT,
    overrideAccess: false,
  })
  const [doc] = docs
  if (!doc) throw new AppError('NOT_FOUND', `No surf spot with id ${id}`)
  return toShape(ShapeDoc.parse(doc))
}

/**
 * A published spot's shape, cached until content changes (an editor's save drops it); 404 when
 * there is no such spot.
 */
export async function spotShape(payload: Payload, id: number): Promise<SpotShape> {
  return (await cachedAnswer(`spot-shape:${id}`, () => readShape(payload, id))).value
}

/** A draft's shape, for a verified preview only (reads past the public access); null if none. */
export async function draftSpotShape(payload: Payload, id: number): Promise<SpotShape | null> {
  const doc = await payload
    .findByID({ collection: 'surf-spots', id, draft: true, depth: 0, select: SELECT })
    .catch(() => null)
  return doc ? toShape(ShapeDoc.parse(doc)) : null
}

/** The API's part of a shape: the exposure and the ideal conditions. */
export const whatWorksOf = ({ exposure, idealConditions }: SpotShape): SpotWhatWorks => ({
  exposure,
  idealConditions,
})
