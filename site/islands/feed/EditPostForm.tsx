import { useState, type FormEvent } from 'react'
import type { FeedPost } from '../../../shared/contracts/feed'
import type { SpotRef } from '../../lib/browser-only/queries/feed'
import { LocationField } from './LocationField'
import { FeedTextField } from './FeedTextField'
import type { FeedVariant } from './messages'
import { useEditPost } from './use-post-mutations'

type Props = {
  post: FeedPost
  variant: FeedVariant
  myUserId: number | null
  spots: readonly SpotRef[]
  onDone: () => void
}

/** Edit mode: content and location prefilled, Cancel or Save Changes ('Saving...'). */
export function EditPostForm({ post, variant, myUserId, spots, onDone }: Props) {
  const [content, setContent] = useState(post.content)
  const [location, setLocation] = useState(post.location ?? '')
  const edit = useEditPost({ post, variant, myUserId }, onDone)
  const canSave = content.trim() !== '' && !edit.isPending
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (canSave) edit.mutate({ content: content.trim(), location: location.trim() || null })
  }
  return (
    <form onSubmit={onSubmit} aria-label="Edit post" className="space-y-2">
      <FeedTextField kind="post" label="Post text" value={content} onChange={setContent} />
      <LocationField value={location} onChange={setLocation} spots={spots} />
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onDone}
          className="rounded-full px-4 py-2 font-semibold text-slate-700"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={!canSave}
          className="rounded-full bg-sea px-4 py-2 font-semibold text-white disabled:opacity-50"
        >
          {edit.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  )
}
