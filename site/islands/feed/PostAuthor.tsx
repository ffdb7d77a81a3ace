import { displayName, initialsOf } from '../../../shared/domain/feed/people'
import { formatRelativeTime } from '../../../shared/domain/time/relative-time'

type Person = {
  userFirstName: string | null
  userLastName: string | null
  userProfileImage: string | null
}

/** A post's or comment's author picture, or their initials. */
export function AuthorAvatar({ author, small = false }: { author: Person; small?: boolean }) {
  const box = small ? 'h-8 w-8 text-xs' : 'h-10 w-10 text-sm'
  if (author.userProfileImage) {
    return (
      <img
        src={author.userProfileImage}
        alt=""
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-cyan-100 font-bold text-ink`}
    >
      {initialsOf({ firstName: author.userFirstName, lastName: author.userLastName })}
    </span>
  )
}

/** The author's shown name (first name, else 'Surfer'). */
export function authorName(author: Person): string {
  return displayName({ firstName: author.userFirstName })
}

/** 'just now', '5m', '3h', '2d' in a <time> carrying the exact moment. */
export function PostTime({ createdAt, now }: { createdAt: string; now: Date }) {
  return (
    <time
      dateTime={createdAt}
      title={new Date(createdAt).toUTCString()}
      className="text-sm text-slate-600"
    >
      {formatRelativeTime(createdAt, now)}
    </time>
  )
}
