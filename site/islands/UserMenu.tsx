import { useQuery } from '@tanstack/react-query'
import { currentUserQueryOptions } from '../lib/browser-only/queries/auth'
import { AccountMenu } from './parts/AccountMenu'
import { Avatar } from './parts/Avatar'
import { withQueryProvider } from './parts/QueryProvider'
import { useMounted } from './parts/use-mounted'

/** The header's avatar button. The state comes from the browser. */
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
  return <AccountMenu user={user} buttonClass={button} />
}

/** Island: the user menu in the site header. */
export default withQueryProvider(UserMenuButton)
