'use client'
// The admin's input for the users' virtual `currentPassword` field: masked, and named for the
// browser's password manager. Payload's own PasswordField would also demand a value on every save.
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/** A masked text input for the password of whoever changes an email or password. */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path: given }) => {
  const path = given ?? field.name
  const { value, setValue, showError } = useField<string>({ path })
  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={`field-type password${showError ? ' error' : ''}`}>
      <FieldLabel htmlFor={id} label={field.label} path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <input
          id={id}
          name={path}
          type="password"
          autoComplete="current-password"
          value={value ?? ''}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
