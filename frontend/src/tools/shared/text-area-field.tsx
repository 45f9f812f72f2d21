import { useId } from 'react'

import { FieldFrame, INPUT } from './fields'

/** A multi-line text input (a product description, a note), framed like the other fields. */
export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  required,
  name,
  placeholder,
  rows = 3,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  required?: boolean
  name?: string
  placeholder?: string
  rows?: number
}) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} required={required}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        className={`${INPUT} resize-y`}
        value={value}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldFrame>
  )
}
