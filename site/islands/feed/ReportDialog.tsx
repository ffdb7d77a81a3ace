import * as Dialog from '@radix-ui/react-dialog'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ReportInput, ReportReceipt } from '../../../shared/contracts/moderation'
import {
  MAX_REPORT_NOTE_CHARS,
  OTHER_NEEDS_NOTE,
  REPORT_REASONS,
  REPORT_THANKS,
  type ReportReason,
} from '../../../shared/domain/feed/moderation'
import { apiRequest } from '../../lib/browser-only/api-client'
import { toast } from '../../lib/browser-only/toast'
import { needsSignIn, promptSignIn, toastError } from './messages'

const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  unsafe: 'Unsafe',
  'off-topic': 'Off-topic',
  other: 'Other',
}

/** The sign-in refusal prompt's wording, for reporting ('Please sign in to like posts' and kin). */
export const reportSignIn = (kind: 'post' | 'comment') => `Please sign in to report ${kind}s`

type Props = {
  /** What is reported: POST /api/feed/{id}/report or /api/comments/{id}/report. */
  target: { kind: 'post' | 'comment'; id: number }
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The small dialog behind a post's "Report" menu item and a comment's Report button. */
export function ReportDialog({ target, open, onOpenChange }: Props) {
  const id = useId()
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({})
  const path = target.kind === 'post' ? 'feed' : 'comments'
  const report = useMutation({
    mutationFn: (input: ReportInput) =>
      apiRequest<ReportReceipt>('POST', `/api/${path}/${target.id}/report`, input),
    onSuccess: () => {
      toast({ title: REPORT_THANKS })
      onOpenChange(false)
    },
    onError: (error) =>
      needsSignIn(error)
        ? promptSignIn(reportSignIn(target.kind))
        : toastError(error, 'Failed to send the report'),
  })
  // The endpoint's rules (shared/contracts/moderation.ts), checked here without zod (the feed's
  // bundle stays zod-free): a reason, and a note for 'other'.
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const text = note.trim()
    const found = {
      reason: reason ? undefined : 'Choose a reason',
      note: reason === 'other' && !text ? OTHER_NEEDS_NOTE : undefined,
    }
    setErrors(found)
    if (!reason || found.note) return
    report.mutate({ reason, note: text || null })
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-ink shadow-xl">
          <Dialog.Title className="text-xl font-bold">Report this {target.kind}</Dialog.Title>
          <Dialog.Description className="mb-4 text-slate-600">
            Tell our editors what is wrong. They decide what happens next.
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
              <legend className="mb-2 font-semibold">Reason</legend>
              {REPORT_REASONS.map((value) => (
                <label key={value} className="flex items-center gap-2 py-1">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                  />
                  {REASON_LABELS[value]}
                </label>
              ))}
              {errors.reason && (
                <p id={`${id}-reason-error`} className="text-sm text-red-800">
                  {errors.reason}
                </p>
              )}
            </fieldset>
            <div>
              <label htmlFor={`${id}-note`} className="mb-1 block font-semibold">
                Note (needed for Other)
              </label>
              <textarea
                id={`${id}-note`}
                maxLength={MAX_REPORT_NOTE_CHARS}
                rows={3}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={errors.note ? `${id}-note-error` : undefined}
                className="w-full rounded-lg border border-slate-400 p-2"
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              {errors.note && (
                <p id={`${id}-note-error`} className="text-sm text-red-800">
                  {errors.note}
                </p>
              )}
            </div>
            <div className="flex justify-end gap-2">
              <Dialog.Close className="rounded-lg px-4 py-2 text-slate-700 hover:bg-slate-100">
                Cancel
              </Dialog.Close>
              <button
                type="submit"
                disabled={report.isPending}
                className="rounded-lg bg-cyan-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
              >
                {report.isPending ? 'Sending...' : 'Send report'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
