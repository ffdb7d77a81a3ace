import { useId } from 'react'
import { MAX_POST_CHARS } from '../../../shared/domain/feed-limits'

type Props = {
  /** For screen readers: the field's label is not shown. */
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
}

/** A post's text, in the composer and in edit mode: it stops at the length the server keeps. */
export function PostTextField({ label, value, onChange, placeholder }: Props) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        rows={3}
        maxLength={MAX_POST_CHARS}
        className="w-full resize-y rounded-lg border border-slate-300 px-3 py-2"
      />
    </>
  )
}
