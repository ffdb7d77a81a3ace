'use client'
// Break type and skill level: stored as text, chosen from a select of the allowed values
// (spot-choices.ts). The collection's `validate` refuses anything else on every path.
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { BREAK_TYPES, SKILL_LEVELS } from './spot-choices'

const capitalised = (v: string) => v.charAt(0).toUpperCase() + v.slice(1)

function textSelect(options: readonly string[]): TextFieldClientComponent {
  const TextSelect: TextFieldClientComponent = ({ field, path: given, readOnly }) => {
    const path = given ?? field.name
    const { value, setValue, showError } = useField<string>({ path })
    const id = `field-${path.replace(/\./g, '__')}`
    return (
      <div className={`field-type select${showError ? ' error' : ''}`}>
        <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} />
        <div className="field-type__wrap">
          <FieldError path={path} showError={showError} />
          <select
            id={id}
            name={path}
            value={value ?? ''}
            disabled={readOnly}
            onChange={(event) => setValue(event.target.value || null)}
          >
            <option value="">Choose…</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {capitalised(option)}
              </option>
            ))}
          </select>
        </div>
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    )
  }
  return TextSelect
}

export const BreakTypeField = textSelect(BREAK_TYPES)
export const SkillLevelField = textSelect(SKILL_LEVELS)
