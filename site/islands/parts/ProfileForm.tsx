// First: it configures zod before the contracts' schemas are built
// (site/lib/browser-only/form-resolver.ts).
import { zodResolver } from '../../lib/browser-only/form-resolver'
import { useForm } from 'react-hook-form'
import { ProfileInput, type User } from '../../../shared/contracts/auth'
import { TextField, fieldsOf } from './TextField'
import { useSaveProfile } from './use-save-profile'

const valuesOf = (user: User): ProfileInput => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
  currentPassword: '',
})

/** The profile form: the endpoint's own schema, 'Saving...', then a toast. */
export function ProfileForm({ user }: { user: User }) {
  const form = useForm<ProfileInput>({
    resolver: zodResolver(ProfileInput),
    defaultValues: valuesOf(user),
  })
  const save = useSaveProfile((updated) => form.reset(valuesOf(updated)))
  const field = fieldsOf(form, 'profile')
  // A new email needs the current password (the server checks it); names alone do not.
  const changesEmail = form.watch('email').trim().toLowerCase() !== user.email.toLowerCase()
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="space-y-4"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...field('firstName')} label="First Name" autoComplete="given-name" />
        <TextField {...field('lastName')} label="Last Name" autoComplete="family-name" />
      </div>
      <TextField {...field('email')} label="Email Address" type="email" autoComplete="email" />
      {changesEmail && (
        <TextField
          {...field('currentPassword')}
          label="Current Password"
          type="password"
          autoComplete="current-password"
        />
      )}
      <button
        type="submit"
        disabled={save.isPending}
        className="rounded-full bg-sea px-6 py-3 font-semibold text-white disabled:opacity-60"
      >
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </button>
    </form>
  )
}
