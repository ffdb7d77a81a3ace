// The spots that paged reads hand out, kept per process by id: reading 50 spot documents through
// Payload costs ~50 ms on the bench machine, a page's own SQL a few. Kept as the cached answers
// are (cache/answers.ts): dropped by every content:published or conditions:updated event and
// after the answers' time to live, and never more than MAX_KEPT spots.
import type { Payload } from 'payload'
import type { Spot } from '../../../../shared/contracts/conditions'
import { findSpotsById, type SpotReader } from '../../../../cms/conditions'
import { cachedAnswer } from '../cache/answers'

const MAX_KEPT = 20_000

/** A reader of spots by id that keeps what it read until the next clearing event. */
export function keptSpotReader(payload: Payload): SpotReader {
  return async (ids) => {
    // One Map per cache generation: an event drops the entry, the next read starts a new one.
    const kept = (await cachedAnswer('spot-docs-by-id', async () => new Map<number, Spot>())).value
    const missing = ids.filter((id) => !kept.has(id))
    if (missing.length) {
      const read = await findSpotsById(payload, missing)
      if (kept.size + read.size > MAX_KEPT) kept.clear()
      for (const [id, spot] of read) kept.set(id, spot)
    }
    return new Map(ids.flatMap((id) => (kept.has(id) ? [[id, kept.get(id) as Spot]] : [])))
  }
}
