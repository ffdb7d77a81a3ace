import { useState } from 'react'
import { QueryProvider } from './parts/QueryProvider'
import { SignInDialog, type DemoAccount } from './parts/SignInDialog'

type Props = { demo: DemoAccount | null; returnTo: string }

/** Island: password sign-in on /login (the way in when external sign-in is not set up). */
export default function EmailSignIn({ demo, returnTo }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <QueryProvider>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="w-full rounded-full border border-sea px-6 py-3 font-semibold text-sea"
      >
        Sign in with email and password
      </button>
      <SignInDialog
        open={open}
        onOpenChange={setOpen}
        demo={demo}
        onSignedIn={() => window.location.assign(returnTo)}
      />
    </QueryProvider>
  )
}
