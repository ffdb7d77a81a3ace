import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type RequestContext,
  type TypedUser,
} from 'payload'

/**
 * Runs `work` with a request in one database transaction: committed when it resolves, rolled
 * back when it throws (a post and its surf report are saved together or not at all). Hooks that
 * wait for the commit (cms/hooks/after-commit.ts) run after it.
 */
export async function inTransaction<T>(
  payload: Payload,
  options: { user: TypedUser; context?: RequestContext },
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq(options, payload)
  const shouldCommit = await initTransaction(req)
  try {
    const result = await work(req)
    if (shouldCommit) await commitTransaction(req)
    return result
  } catch (error) {
    if (shouldCommit) await killTransaction(req)
    throw error
  }
}
