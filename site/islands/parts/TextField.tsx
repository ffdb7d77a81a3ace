import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form'

type Props = {
  id: string
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  required?: boolean
  /** Lines of a multi-line field: a textarea instead of an input. */
  rows?: number
  error?: string
  registration: UseFormRegisterReturn
}

/** A labelled input (a textarea with rows), its field message tied to it for screen readers. */
export function TextField({ id, label, type = 'text', rows, error, registration, ...rest }: Props) {
  const field = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: 'rounded-lg border border-slate-300 bg-white px-3 py-2',
    ...rest,
    ...registration,
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {rows === undefined ? <input type={type} {...field} /> : <textarea rows={rows} {...field} />}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * Binds TextFields to a form: `field('firstName')` gives the id (`prefix-first-name`), the
 * field's message and its registration, so each field is named once.
 */
export function fieldsOf<T extends FieldValues>(form: UseFormReturn<T>, idPrefix: string) {
  return (name: Path<T>) => ({
    id: `${idPrefix}-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    error: form.getFieldState(name, form.formState).error?.message,
    registration: form.register(name),
  })
}
