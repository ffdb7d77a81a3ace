import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import type { FeedPost } from '../../../shared/contracts/feed'
import { BLOCKED_MESSAGE } from '../../../shared/domain/feed/moderation'
import { ApiError, apiPostForm } from '../../lib/browser-only/api-client'
import { cachePost } from '../../lib/browser-only/feed/live'
import { FEED_KEY, type SpotRef } from '../../lib/browser-only/queries/feed'
import { toast } from '../../lib/browser-only/toast'
import { LocationField } from './LocationField'
import { FeedTextField } from './FeedTextField'
import {
  HowWasIt,
  emptyReport,
  isReportIncomplete,
  type ReportChoices,
  type ReportDraft,
  setReportFields,
} from './HowWasIt'
import { toastIfOffline } from './messages'

type Draft = { content: string; location: string; spotId: number | null; file: File | null }

const emptyDraft = (spot?: SpotRef): Draft => ({
  content: '',
  location: spot?.name ?? '',
  spotId: spot?.id ?? null,
  file: null,
})

/**
 * The server's 'File too large' gets its own wording; a refused surf report (a bad field
 * or one within 3 hours) says why; anything else is generic.
 */
function onUploadFailed(error: unknown): void {
  if (toastIfOffline(error)) return
  const text = error instanceof ApiError ? error.message : ''
  const reason = error instanceof ApiError ? error.serverMessage : null
  // A blocked author is told why, not that an upload failed.
  if (reason === BLOCKED_MESSAGE) {
    return toast({ title: 'Error', description: reason, variant: 'destructive' })
  }
  if (reason && (error as ApiError).status !== 413 && /report/i.test(reason)) {
    return toast({ title: 'Report not saved', description: reason, variant: 'destructive' })
  }
  toast({
    title: 'Upload failed',
    description: text.includes('File too large')
      ? 'File is too large. Please select a file smaller than 100MB'
      : 'Failed to create post',
    variant: 'destructive',
  })
}

function toForm(draft: Draft, report: ReportDraft): FormData {
  const form = new FormData()
  form.set('content', draft.content.trim())
  form.set('location', draft.location.trim())
  if (draft.spotId) form.set('spotId', String(draft.spotId))
  if (draft.file) form.set('image', draft.file)
  setReportFields(form, report, new Date())
  return form
}

/**
 * The signed-in surfer's composer: text, optional location, optional photo or video, and the
 * optional "How was it?" surf report (its spot preset on a spot's screen).
 */
export function Composer({
  spots,
  maxUploadBytes,
  reportChoices,
  spot,
}: {
  spots: readonly SpotRef[]
  /** MAX_UPLOAD_BYTES, handed in by the page: importing the contract here would ship zod. */
  maxUploadBytes: number
  reportChoices: ReportChoices
  /** The spot whose screen this is: location and report spot start on it. */
  spot?: SpotRef
}) {
  const client = useQueryClient()
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(spot))
  const [report, setReport] = useState(() => emptyReport(spot?.id))
  const [showMissing, setShowMissing] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const create = useMutation({
    mutationFn: (form: FormData) => apiPostForm<FeedPost>('/api/feed', form),
    onSuccess: async (post) => {
      cachePost(client, post, 'created')
      setDraft(emptyDraft(spot))
      setReport(emptyReport(spot?.id))
      setShowMissing(false)
      if (fileInput.current) fileInput.current.value = ''
      toast({
        title: 'Post created',
        description: 'Your surf story has been shared with the community!',
      })
      await client.invalidateQueries({ queryKey: FEED_KEY })
    },
    onError: onUploadFailed,
  })
  const canShare = draft.content.trim() !== '' && !create.isPending

  const onFile = (file: File | null) => {
    if (file && file.size > maxUploadBytes) {
      toast({
        title: 'File too large',
        description: 'Please select a file smaller than 100MB',
        variant: 'destructive',
      })
      if (fileInput.current) fileInput.current.value = ''
      return setDraft((d) => ({ ...d, file: null }))
    }
    setDraft((d) => ({ ...d, file }))
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (isReportIncomplete(report)) return setShowMissing(true)
    if (canShare) create.mutate(toForm(draft, report))
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Share a surf story"
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <FeedTextField
        kind="post"
        label="Your surf story"
        value={draft.content}
        onChange={(content) => setDraft((d) => ({ ...d, content }))}
        placeholder="Share your surf story..."
      />
      <LocationField
        value={draft.location}
        spots={spots}
        onChange={(location, spotId) => setDraft((d) => ({ ...d, location, spotId }))}
      />
      <HowWasIt
        draft={report}
        onChange={setReport}
        spots={spots}
        choices={reportChoices}
        showMissing={showMissing}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="cursor-pointer text-sm font-semibold text-sea">
          <span>Photo or video</span>
          <input
            ref={fileInput}
            type="file"
            accept="image/*,video/*"
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            className="ml-2 text-sm font-normal text-slate-700"
          />
        </label>
        <button
          type="submit"
          disabled={!canShare}
          className="rounded-full bg-sea px-5 py-2 font-semibold text-white disabled:opacity-50"
        >
          {create.isPending ? 'Posting...' : 'Share'}
        </button>
      </div>
    </form>
  )
}
