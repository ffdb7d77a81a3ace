import type { PayloadRequest } from 'payload'

type Session = { resolve: () => Promise<unknown> }

/**
 * Runs `work` once the request's transaction has committed (never when it rolls back), or right
 * away when there is no transaction. Payload has no after-commit hook; the postgres adapter keeps
 * each open transaction as a session whose `resolve` commits it, so the work is chained onto it.
 * Realtime events go out through this, so no browser ever hears of a row it cannot read yet.
 */
export async function afterCommit(req: PayloadRequest, work: () => void): Promise<void> {
  const id = await req.transactionID
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, Session> }).sessions
  const session = id != null ? sessions?.[String(id)] : undefined
  if (!session) {
    work()
    return
  }
  const commit = session.resolve
  session.resolve = async () => {
    const result = await commit()
    work()
    return result
  }
}
