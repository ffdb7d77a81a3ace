'use client'
// The spot's swell window as editable JSON in a plain textarea. Payload's own json field loads the
// Monaco editor from a CDN, which the admin's CSP (and an offline machine) refuses. Invalid JSON
// is shown and not stored; the collection's `validate` checks the shape on every path.
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useState } from 'react'

export const ExposureField: JSONFieldClientComponent = ({ field, path: given, readOnly }) => {
  const path = given ?? field.name
  const { value, setValue, showError } = useField<unknown>({ path })
  const [text, setText] = useState(() => (value == null ? '' : JSON.stringify(value, null, 1)))
  const [problem, setProblem] = useState<string | null>(null)
  const id = `field-${path.replace(/\./g, '__')}`
  const onChange = (next: string) => {
    setText(next)
    if (next.trim() === '') {
      setProblem(null)
      setValue(null)
      return
    }
    try {
      setValue(JSON.parse(next))
      setProblem(null)
    } catch {
      setProblem('Not valid JSON yet: the last valid value is kept.')
    }
  }
  return (
    <div className={`field-type json${showError ? ' error' : ''}`}>
      <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <textarea
          id={id}
          name={path}
          rows={8}
          value={text}
          readOnly={readOnly}
          spellCheck={false}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onChange(event.target.value)}
          style={{ width: '100%', fontFamily: 'monospace' }}
        />
        {problem && (
          <p id={`${id}-problem`} role="alert">
            {problem}
          </p>
        )}
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
