import type { UseFormRegisterReturn } from 'react-hook-form'

type Props = {
  id: string
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  required?: boolean
  error?: string
  registration: UseFormRegisterReturn
}

/** A labelled input with its field message tied to it for screen readers. */
export function TextField({ id, label, type = 'text', error, registration, ...rest }: Props) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2"
        {...rest}
        {...registration}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
