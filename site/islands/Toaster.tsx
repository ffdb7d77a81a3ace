import { useStore } from '@nanostores/react'
import { lazy, Suspense, useState } from 'react'
import { $toasts } from '../lib/toast'

// Radix Toast loads with the first toast, not with every page: most visits never show one, and
// the header's islands already spend most of the home page's JavaScript budget.
const ToastArea = lazy(() => import('./parts/ToastArea'))

/** Island: the notification area, mounted once something is to be said and kept from then on. */
export default function Toaster() {
  const toasts = useStore($toasts)
  const [needed, setNeeded] = useState(false)
  if (toasts.length > 0 && !needed) setNeeded(true)
  if (!needed && toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  )
}
