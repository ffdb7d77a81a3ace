// A large import (more than IMPORT_INLINE_MAX features) as a Payload job: the file is kept in a
// spot-imports row, a job on the conditions queue works through it (here and now, as a refresh
// started by hand is run: cms/conditions/jobs/refresh-conditions.ts), writing its progress to
// the row every few features; GET /api/admin/spots/import/{jobId} reads the row.
import type { Payload, TaskConfig, TypedUser } from 'payload'
import { AppError } from '../../shared/contracts/errors'
import type {
  ImportFeature,
  SpotImportInput,
  SpotImportProgress,
  SpotImportQueued,
  SpotImportResult,
} from '../../shared/contracts/spot-import'
import { CONDITIONS_QUEUE } from '../conditions/jobs/refresh-conditions'
import { importSpots } from './import'

export const IMPORT_SPOTS_TASK = 'import-spots' as const

/** How many results are decided between two writes of the progress. */
const PROGRESS_EVERY = 5

type Io = { input: { importId: number }; output: { created: number } }

type StoredFile = { features: ImportFeature[]; source?: string; license?: string }

type ImportRow = {
  id: number
  state: SpotImportProgress['state']
  publish?: boolean | null
  total: number
  done?: number | null
  importedBy: number | { id: number }
  features: StoredFile
  results?: SpotImportResult[] | null
}

const system = { overrideAccess: true, depth: 0 } as const

async function writeProgress(payload: Payload, id: number, data: Record<string, unknown>) {
  await payload.update({ collection: 'spot-imports', id, data: data as never, ...system })
}

/** Works through a stored import; answers how many spots it created. */
export async function runStoredImport(payload: Payload, importId: number): Promise<number> {
  const row = (await payload.findByID({
    collection: 'spot-imports',
    id: importId,
    ...system,
  })) as unknown as ImportRow
  const userId = typeof row.importedBy === 'object' ? row.importedBy.id : row.importedBy
  const user = await payload.findByID({ collection: 'users', id: userId, ...system })
  const file = row.features
  const results: SpotImportResult[] = []
  await writeProgress(payload, importId, { state: 'running', done: 0, results })
  try {
    await importSpots({
      payload,
      user: { ...user, collection: 'users' } as TypedUser,
      features: file.features,
      publish: row.publish === true,
      source: file.source,
      license: file.license,
      onResult: async (result) => {
        results.push(result)
        if (results.length % PROGRESS_EVERY === 0) {
          await writeProgress(payload, importId, { done: results.length, results })
        }
      },
    })
  } catch (error) {
    await writeProgress(payload, importId, { state: 'failed', done: results.length, results })
    throw error
  }
  await writeProgress(payload, importId, { state: 'finished', done: results.length, results })
  return results.filter((r) => r.status === 'created').length
}

export const importSpotsTask: TaskConfig<Io> = {
  slug: IMPORT_SPOTS_TASK,
  label: 'Import spots (a large file)',
  inputSchema: [{ name: 'importId', type: 'number', required: true }],
  outputSchema: [{ name: 'created', type: 'number' }],
  // Features already created stay: a second run would refuse them as duplicates.
  retries: 0,
  handler: async ({ req, input }) => {
    const created = await runStoredImport(req.payload, input.importId)
    req.payload.logger.info(`spots: import ${input.importId} created ${created} spots`)
    return { output: { created } }
  },
}

/** Keeps the file, queues its job and starts it in this process; answers where to follow it. */
export async function startImportJob(options: {
  payload: Payload
  user: TypedUser
  input: SpotImportInput
}): Promise<SpotImportQueued> {
  const { payload, user, input } = options
  const file: StoredFile = {
    features: input.features.features,
    source: input.source,
    license: input.license,
  }
  const row = await payload.create({
    collection: 'spot-imports',
    data: {
      state: 'queued',
      publish: input.publish,
      total: file.features.length,
      done: 0,
      importedBy: user.id,
      features: file,
      results: [],
    } as never,
    user,
    overrideAccess: false,
    depth: 0,
  })
  const importId = Number(row.id)
  const job = await payload.jobs.queue({
    task: IMPORT_SPOTS_TASK,
    queue: CONDITIONS_QUEUE,
    input: { importId },
    // Run here and now; the leader's cron takes it only if this process dies first.
    waitUntil: new Date(Date.now() + 10 * 60_000),
  })
  void payload.jobs.runByID({ id: job.id, silent: { info: true } }).catch((error: unknown) => {
    payload.logger.error({ err: error }, `spots: import ${importId} failed`)
  })
  return { jobId: importId, statusUrl: `/api/admin/spots/import/${importId}` }
}

/** The import's progress as its importer (staff) reads it; 404 for an unknown id. */
export async function importProgressOf(options: {
  payload: Payload
  user: TypedUser
  id: number
}): Promise<SpotImportProgress> {
  const { payload, user, id } = options
  const row = (await payload
    .findByID({ collection: 'spot-imports', id, user, overrideAccess: false, depth: 0 })
    .catch(() => null)) as ImportRow | null
  if (!row) throw new AppError('NOT_FOUND', `No import ${id}: it may have been deleted.`)
  return {
    state: row.state,
    done: row.done ?? 0,
    total: row.total,
    results: row.results ?? [],
  }
}
