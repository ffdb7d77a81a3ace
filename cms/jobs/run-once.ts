// Jobs run once, on one instance at a time, however many instances have their crons on.
//
// Payload's runner claims due jobs by reading them and then marking them `processing` (two
// statements, no lock), and each instance's schedule check queues what it finds due: two
// instances whose crons fire in the same second both queue the hourly refresh and both run the
// same job. So:
// - the crons work only on the instance holding a PostgreSQL advisory lock (the jobs leader),
//   taken on a connection of its own and kept for the process's life; when that instance stops
//   or loses its connection the lock goes with it and another instance takes it at its next tick;
// - the leader alone queues scheduled jobs (the autoRun entries have scheduling off);
// - every task's handler holds a per-task advisory lock while it works, so a refresh started by
//   hand (POST /api/refresh-conditions, a fresh start) never runs beside another instance's.
import pg from 'pg'
import type { Payload, TaskConfig, TaskHandler } from 'payload'

type TaskInputOutput = { input: object; output: object }

const LEADER_LOCK = 'firing:jobs-leader'

type Leader = { client?: pg.Client; held: boolean; check?: Promise<boolean>; scheduled?: number }
const leader: Leader = { held: false }

const connectionOptions = () => ({
  connectionString: process.env.DATABASE_URL,
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
})

/** Whether this instance is the jobs leader (takes the lock when it is free). */
export function isJobsLeader(): Promise<boolean> {
  // Both autoRun crons ask in the same tick: one check answers both.
  leader.check ??= checkLeader().finally(() => (leader.check = undefined))
  return leader.check
}

async function checkLeader(): Promise<boolean> {
  try {
    if (!leader.client) {
      const client = new pg.Client({ ...connectionOptions(), query_timeout: 5_000 })
      client.on('error', () => dropLeader(client))
      client.on('end', () => dropLeader(client))
      await client.connect()
      leader.client = client
    }
    if (leader.held) {
      await leader.client.query('select 1') // still connected, so still holding the lock
      return true
    }
    const { rows } = await leader.client.query<{ held: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as held',
      [LEADER_LOCK],
    )
    leader.held = rows[0]?.held === true
    return leader.held
  } catch {
    if (leader.client) dropLeader(leader.client)
    return false
  }
}

function dropLeader(client: pg.Client): void {
  if (leader.client !== client) return
  leader.client = undefined
  leader.held = false
  client.end().catch(() => {})
}

/** Gives the lock up (shutdown): another instance leads from its next tick. */
export async function releaseJobsLeader(): Promise<void> {
  const client = leader.client
  if (!client) return
  leader.client = undefined
  leader.held = false
  await client.end().catch(() => {})
}

/**
 * jobs.shouldAutoRun: true on the leader only, which also queues the tasks whose schedule is due
 * (once per minute, whichever of its crons asks first).
 */
export async function leaderRunsJobs(payload: Payload): Promise<boolean> {
  if (process.env.CONDITIONS_AUTORUN === 'false') return false
  if (!(await isJobsLeader())) return false
  const minute = Math.floor(Date.now() / 60_000)
  if (leader.scheduled !== minute) {
    leader.scheduled = minute
    await payload.jobs.handleSchedules({ allQueues: true })
  }
  return true
}

/**
 * The task with its handler under a per-task advisory lock (waited for, on a connection of its
 * own): the same task never runs on two instances at once.
 */
export function oneAtATime<Io extends TaskInputOutput>(task: TaskConfig<Io>): TaskConfig<Io> {
  const handler = task.handler as TaskHandler<Io>
  const locked: TaskHandler<Io> = async (args) => {
    const client = new pg.Client(connectionOptions())
    client.on('error', () => {})
    await client.connect()
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [`firing:job:${task.slug}`])
      return await handler(args)
    } finally {
      // Ending the session releases its lock.
      await client.end().catch(() => {})
    }
  }
  return { ...task, handler: locked }
}
