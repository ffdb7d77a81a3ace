import { initialsOf } from '../../../shared/domain/feed/people'
import type { User } from '../../../shared/contracts/auth'

type Props = { user: User | null; size?: 'sm' | 'lg' }

/** The user's picture, or their initials on a coloured disc. */
export function Avatar({ user, size = 'sm' }: Props) {
  const box = size === 'lg' ? 'h-20 w-20 text-2xl' : 'h-9 w-9 text-sm'
  if (user?.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className={`${box} rounded-full object-cover`} />
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex items-center justify-center rounded-full bg-cyan-100 font-bold text-ink`}
    >
      {initialsOf(user)}
    </span>
  )
}
