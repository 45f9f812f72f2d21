import type { UseFormReturn } from 'react-hook-form'

import { useText } from '@/i18n/language-provider'

import { Field, fieldAria, inputClass } from '../ui/field'
import { FIGURE_FIELDS, FIGURE_ROWS } from './settings-schema'
import type { FigureKey, SettingsForm, SettingsValues } from './settings-schema'
import { settingsText } from './settings-text'

type Form = UseFormReturn<SettingsForm, unknown, SettingsValues>

function Figure({ form, name }: { form: Form; name: FigureKey }) {
  const t = useText(settingsText)
  const errors = form.formState.errors.homeFigures?.[name]
  const legend = `settings-figure-${name}`
  return (
    <fieldset aria-labelledby={legend} className="space-y-3 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={legend} className="font-medium text-slate-900">
          {t.figures.names[name]}
        </span>
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-5 w-5" {...form.register(`homeFigures.${name}.shown`)} />
          {t.figures.shown}
        </label>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIGURE_FIELDS.map((field) => {
          const id = `settings-figure-${name}-${field}`
          const error = errors?.[field]?.message
          const hint = field.startsWith('value') ? t.figures.valueHint : undefined
          return (
            <Field key={field} id={id} label={t.figures.fields[field]} required error={error} hint={hint}>
              <input
                type="text"
                className={inputClass(Boolean(error))}
                {...fieldAria(id, error, Boolean(hint))}
                {...form.register(`homeFigures.${name}.${field}`)}
              />
            </Field>
          )
        })}
      </div>
    </fieldset>
  )
}

/** The home page's figures (docs/decisions-spec.md §15): each one's texts in both languages, and whether it shows. */
export function FiguresSection({ form }: { form: Form }) {
  const t = useText(settingsText)
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">{t.figures.title}</legend>
      <p className="text-sm text-slate-600">{t.figures.hint}</p>
      {FIGURE_ROWS.map((row, index) => (
        <section key={index} aria-label={index === 0 ? t.figures.rows.headline : t.figures.rows.trackRecord} className="space-y-3">
          <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {index === 0 ? t.figures.rows.headline : t.figures.rows.trackRecord}
          </h3>
          {row.map((name) => (
            <Figure key={name} form={form} name={name} />
          ))}
        </section>
      ))}
    </fieldset>
  )
}
