import { useId, type KeyboardEvent } from 'react'
import { MAX_COMMENT_CHARS, MAX_POST_CHARS } from '../../../shared/domain/feed/feed-limits'

// A post's text (composer, edit mode) grows to three lines; a comment is a one-line reply box.
const KINDS = {
  post: {
    rows: 3,
    maxLength: MAX_POST_CHARS,
    className: 'w-full resize-y rounded-lg border border-slate-300 px-3 py-2',
  },
  comment: {
    rows: 1,
    maxLength: MAX_COMMENT_CHARS,
    className: 'flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2',
  },
} as const

type Props = {
  kind: keyof typeof KINDS
  /** For screen readers: the field's label is not shown. */
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void
}

/** A feed text box: stops at the length the server keeps for a post or a comment. */
export function FeedTextField({ kind, label, onChange, ...rest }: Props) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea id={id} {...KINDS[kind]} {...rest} onChange={(e) => onChange(e.target.value)} />
    </>
  )
}
