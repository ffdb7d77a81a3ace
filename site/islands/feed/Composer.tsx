import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import type { FeedPost } from '../../../shared/contracts/feed'
import { ApiError, apiPostForm } from '../../lib/browser-only/api-client'
import { cachePost } from '../../lib/browser-only/feed/live'
import { FEED_KEY, type SpotRef } from '../../lib/browser-only/queries/feed'
import { toast } from '../../lib/browser-only/toast'
import { LocationField } from './LocationField'
import { FeedTextField } from './FeedTextField'
import { toastIfOffline } from './messages'

type Draft = { content: string; location: string; spotId: number | null; file: File | null }
const EMPTY: Draft = { content: '', location: '', spotId: null, file: null }

/** SPEC §8: the server's 'File too large' gets its own wording; anything else is generic. */
function onUploadFailed(error: unknown): void {
  if (toastIfOffline(error)) return
  const text = error instanceof ApiError ? error.message : ''
  toast({
    title: 'Upload failed',
    description: text.includes('File too large')
      ? 'File is too large. Please select a file smaller than 100MB'
      : 'Failed to create post',
    variant: 'destructive',
  })
}

function toForm(draft: Draft): FormData {
  const form = new FormData()
  form.set('content', draft.content.trim())
  form.set('location', draft.location.trim())
  if (draft.spotId) form.set('spotId', String(draft.spotId))
  if (draft.file) form.set('image', draft.file)
  return form
}

/** The signed-in surfer's composer: text, optional location and optional photo or video. */
export function Composer({
  spots,
  maxUploadBytes,
}: {
  spots: readonly SpotRef[]
  /** MAX_UPLOAD_BYTES, handed in by the page: importing the contract here would ship zod. */
  maxUploadBytes: number
}) {
  const client = useQueryClient()
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const fileInput = useRef<HTMLInputElement>(null)
  const create = useMutation({
    mutationFn: (form: FormData) => apiPostForm<FeedPost>('/api/feed', form),
    onSuccess: async (post) => {
      cachePost(client, post, 'created')
      setDraft(EMPTY)
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
    if (canShare) create.mutate(toForm(draft))
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
