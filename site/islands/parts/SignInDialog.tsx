// First: it configures zod before the contracts' schemas are built
// (site/lib/browser-only/form-resolver.ts).
import { zodResolver } from '../../lib/browser-only/form-resolver'
import * as Dialog from '@radix-ui/react-dialog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { LoginInput, type User } from '../../../shared/contracts/auth'
import { ApiError, apiRequest } from '../../lib/browser-only/api-client'
import { CURRENT_USER_KEY } from '../../lib/browser-only/queries/auth'
import { TextField, fieldsOf } from './TextField'

export type DemoAccount = { email: string; password: string }

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  demo: DemoAccount | null
  onSignedIn?: (user: User) => void
}

/** A locked account or a rate limit says so; any other failure is the generic line. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.serverMessage) {
    return error.serverMessage
  }
  return 'Login failed. Please try again.'
}

/** The landing page's sign-in dialog: email, password, demo hint, 'Signing in...'. */
export function SignInDialog({ open, onOpenChange, demo, onSignedIn }: Props) {
  const queryClient = useQueryClient()
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: '', password: '' },
  })
  const login = useMutation({
    mutationFn: (values: LoginInput) => apiRequest<User>('POST', '/api/auth/login', values),
    onSuccess: async (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user)
      await queryClient.invalidateQueries()
      form.reset()
      onOpenChange(false)
      onSignedIn?.(user)
    },
  })
  const field = fieldsOf(form, 'signin')

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-ink shadow-xl">
          <Dialog.Title className="text-2xl font-bold">Sign In</Dialog.Title>
          <Dialog.Description className="mb-4 text-slate-600">
            Sign in to save favourites and join the community.
          </Dialog.Description>
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => login.mutate(values))}
            className="space-y-4"
          >
            <TextField
              {...field('email')}
              label="Email"
              type="email"
              required
              autoComplete="email"
            />
            <TextField
              {...field('password')}
              label="Password"
              type="password"
              required
              autoComplete="current-password"
            />
            {login.isError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {failureText(login.error)}
              </p>
            )}
            <button
              type="submit"
              disabled={login.isPending}
              className="w-full rounded-full bg-sea px-6 py-3 font-semibold text-white disabled:opacity-60"
            >
              {login.isPending ? 'Signing in...' : 'Sign In'}
            </button>
            {demo && (
              <p className="rounded-lg bg-sand px-3 py-2 text-sm">
                Demo account: <strong>{demo.email}</strong> / <strong>{demo.password}</strong>
              </p>
            )}
          </form>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-4 rounded px-2 text-xl text-slate-600"
          >
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
