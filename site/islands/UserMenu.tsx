import * as Menu from '@radix-ui/react-dropdown-menu'
import { useQuery } from '@tanstack/react-query'
import { fullName } from '../../shared/domain/people'
import { currentUserQueryOptions } from '../lib/queries/auth'
import { Avatar } from './parts/Avatar'
import { QueryProvider } from './parts/QueryProvider'
import { useMounted } from './parts/use-mounted'

const ITEM = 'block cursor-pointer rounded px-3 py-2 outline-none data-[highlighted]:bg-cyan-50'

/** The header's avatar button (SPEC §2 Home user menu). The state comes from the browser. */
function UserMenuButton() {
  const mounted = useMounted()
  const { data: user, isPending } = useQuery(currentUserQueryOptions())
  const button = 'flex items-center gap-2 rounded-full p-1 hover:bg-white/10 disabled:opacity-60'
  if (!mounted || isPending) {
    return (
      <button type="button" disabled aria-label="Account (loading)" className={button}>
        <Avatar user={null} />
      </button>
    )
  }
  if (!user) {
    const onSignIn = () => {
      const here = window.location.pathname + window.location.search
      window.location.assign(`/api/login?returnTo=${encodeURIComponent(here)}`)
    }
    return (
      <button type="button" onClick={onSignIn} className={`${button} pr-3`}>
        <Avatar user={null} />
        <span className="text-sm font-semibold">Sign in</span>
      </button>
    )
  }
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={`Account menu for ${fullName(user) ?? user.email}`}
        className={button}
      >
        <Avatar user={user} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-md bg-white p-1 text-ink shadow-lg"
        >
          <Menu.Label className="px-3 py-2 text-xs text-slate-600">{user.email}</Menu.Label>
          <Menu.Item asChild className={ITEM}>
            <a href="/profile">Profile</a>
          </Menu.Item>
          <Menu.Item asChild className={ITEM}>
            <a href="/api/logout">Sign out</a>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}

/** Island: the user menu in the site header. */
export default function UserMenu() {
  return (
    <QueryProvider>
      <UserMenuButton />
    </QueryProvider>
  )
}
