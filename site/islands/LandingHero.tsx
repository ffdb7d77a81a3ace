import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { User } from '../../shared/contracts/auth'
import { displayName } from '../../shared/domain/feed/people'
import { currentUserQueryOptions } from '../lib/browser-only/queries/auth'
import { PRODUCT_NAME } from '../lib/universal/seo'
import { withQueryProvider } from './parts/QueryProvider'
import { SignInDialog, type DemoAccount } from './parts/SignInDialog'

type Props = { initialUser: User | null; demo: DemoAccount | null }

const CTA = 'inline-block rounded-full bg-sea px-8 py-3 text-lg font-semibold text-white'

/** The landing header, headline and main button with the dialog. */
function Hero({ initialUser, demo }: Props) {
  const { data: user } = useQuery({ ...currentUserQueryOptions(), initialData: initialUser })
  const [open, setOpen] = useState(false)
  return (
    <>
      <header className="mb-10 flex items-center justify-between">
        <a href="/" className="text-2xl font-extrabold tracking-tight">
          {PRODUCT_NAME}
        </a>
        {!user && (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="rounded-full border border-sea px-4 py-2 font-semibold text-sea"
          >
            Sign In
          </button>
        )}
      </header>
      <section className="space-y-6 text-center">
        <h1 className="text-4xl font-extrabold md:text-6xl">
          {user ? `Welcome back, ${displayName(user)}` : 'Find Perfect Waves'}
        </h1>
        <p className="text-lg text-slate-700">
          Live conditions, a global map and 5-day forecasts for 49+ spots worldwide.
        </p>
        {user ? (
          <a href="/surf-spots" className={CTA}>
            Browse Surf Spots
          </a>
        ) : (
          <button type="button" onClick={() => setOpen(true)} className={CTA}>
            Get Started
          </button>
        )}
      </section>
      <SignInDialog open={open} onOpenChange={setOpen} demo={demo} />
    </>
  )
}

/** Island: the landing page's hero. The page is rendered per request, so it starts signed-in. */
export default withQueryProvider(Hero)
