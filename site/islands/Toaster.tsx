import { useStore } from '@nanostores/react'
import * as ToastPrimitive from '@radix-ui/react-toast'
import { $toasts, dismissToast } from '../lib/toast'

/** The notification area of SPEC §9: 5000 ms, swipe 50 px, F8 focuses it (Radix defaults). */
export default function Toaster() {
  const toasts = useStore($toasts)
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={`rounded-xl p-4 shadow-lg ${t.variant === 'destructive' ? 'bg-red-700 text-white' : 'bg-white text-ink'}`}
        >
          <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
          {t.description && (
            <ToastPrimitive.Description className="text-sm">
              {t.description}
            </ToastPrimitive.Description>
          )}
          {t.action && (
            <ToastPrimitive.Action altText={t.action.label} asChild>
              <a
                href={t.action.href}
                className="mt-2 inline-block rounded-full bg-sea px-4 py-1 text-sm font-semibold text-white"
              >
                {t.action.label}
              </a>
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close className="absolute top-2 right-3 text-sm" aria-label="Close">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-4 bottom-20 z-50 flex w-80 max-w-[90vw] flex-col gap-2 [&>li]:relative" />
    </ToastPrimitive.Provider>
  )
}
