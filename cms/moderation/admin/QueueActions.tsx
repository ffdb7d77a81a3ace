'use client'
// One queue row's actions: the editor picks hide / restore / delete (admins also block or
// unblock the author), gives the reason the log keeps, and the queue reloads.
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import type { ModerationDecision, ModerationQueueItem } from '../../../shared/contracts/moderation'

type Action = ModerationDecision['action']

type Props = { item: ModerationQueueItem; canBlock: boolean }

/** The action picker, its reason and its submit button. */
export function QueueActions({ item, canBlock }: Props) {
  const router = useRouter()
  const id = useId()
  const actions = availableActions(item, canBlock)
  const [action, setAction] = useState<Action>(actions[0] ?? 'hide')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const response = await fetch('/cms-api/content-reports/decide', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: item.kind, itemId: item.itemId, action, reason }),
    })
    setBusy(false)
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null
      setError(body?.message ?? `Failed (${response.status})`)
      return
    }
    setReason('')
    router.refresh()
  }

  return (
    <form onSubmit={onSubmit} aria-label={`Moderate ${item.kind} ${item.itemId}`}>
      <label htmlFor={`${id}-action`}>Action</label>{' '}
      <select
        id={`${id}-action`}
        value={action}
        onChange={(event) => setAction(event.target.value as Action)}
      >
        {actions.map((value) => (
          <option key={value} value={value}>
            {value === 'restore' && !item.hidden ? 'Keep (dismiss reports)' : ACTION_LABELS[value]}
          </option>
        ))}
      </select>{' '}
      <label htmlFor={`${id}-reason`}>Reason</label>{' '}
      <input
        id={`${id}-reason`}
        required
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />{' '}
      <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
        Apply
      </button>
      {error && <p role="alert">{error}</p>}
    </form>
  )
}

const ACTION_LABELS: Record<Action, string> = {
  hide: 'Hide',
  restore: 'Restore',
  delete: 'Delete',
  block: 'Block author',
  unblock: 'Unblock author',
}

function availableActions(item: ModerationQueueItem, canBlock: boolean): Action[] {
  const actions: Action[] = [item.hidden ? 'restore' : 'hide', 'delete']
  if (canBlock && item.authorId != null) actions.push(item.authorBlocked ? 'unblock' : 'block')
  // Restoring a visible item still closes its reports: the editor found nothing wrong.
  if (!item.hidden) actions.push('restore')
  return actions
}
