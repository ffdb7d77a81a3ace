import { useQuery } from '@tanstack/react-query'
import { currentUserQueryOptions } from '../lib/browser-only/queries/auth'
import { AccountMenu } from './parts/AccountMenu'
import { withQueryProvider } from './parts/QueryProvider'
import { useMounted } from './parts/use-mounted'

/** The header's avatar button. The state comes from the browser. */
function UserMenuButton() {
  const mounted = useMounted()
  const { data: user, isPending } = useQuery(currentUserQueryOptions())
  const button = 'flex items-center gap-2 rounded-full p-1 hover:bg-white/10 disabled:opacity-60'
  if (!mounted || isPending) {
    // An empty disc, not the 'U' of a nameless avatar: nobody is known yet.
    return (
      <button type="button" disabled aria-label="Account (loading)" className={button}>
        <span aria-hidden="true" className="inline-block h-9 w-9 rounded-full bg-white/15" />
      </button>
    )
  }
  if (!user) {
    const onSignIn = () => {
      const here = window.location.pathname + window.location.search
      window.location.assign(`/api/login?returnTo=${encodeURIComponent(here)}`)
    }
    return (
      // Words only: a signed-out visitor has no avatar, and 'Sign in' never wraps.
      <button
        type="button"
        onClick={onSignIn}
        className="rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap ring-1 ring-white/60 hover:bg-white/10"
      >
        Sign in
      </button>
    )
  }
  return <AccountMenu user={user} buttonClass={button} />
}

/** Island: the user menu in the site header. */
export default withQueryProvider(UserMenuButton)
