import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { Control, UseFormReturn } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { FooterContact } from '@/components/ui/footer-contact'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { refreshSiteSettings } from '@/config/site-settings'
import { useLanguage, useText } from '@/i18n/language-provider'

import { AdminError, errorText } from '../admin-api'
import { ADMIN_SETTINGS_KEY, saveSettings, useVersionedSettings } from '../admin-settings-api'
import type { AdminSettings, VersionedSettings } from '../admin-settings-api'
import { consoleText } from '../console-text'
import { ConsolePage } from '../ui/console-page'
import { zoneName } from '../ui/zone-name'
import { Field, fieldAria, inputClass } from '../ui/field'
import { FiguresSection } from './figures-section'
import { LINK_FIELDS, formValues, settingsRequest, settingsSchema, timeZoneChoices } from './settings-schema'
import type { SettingsForm, SettingsValues, TextField } from './settings-schema'
import { DigestSection } from './digest-section'
import { settingsText } from './settings-text'
import { SmtpFieldsEditor } from './smtp-fields'

type Form = UseFormReturn<SettingsForm, unknown, SettingsValues>
type FieldName = Exclude<keyof SettingsForm, 'smtpAction' | 'homeFigures'>

function TextInput({ form, name, type = 'text', hint, required }: { form: Form; name: FieldName; type?: string; hint?: string; required?: boolean }) {
  const t = useText(settingsText)
  const error = form.formState.errors[name]?.message
  const id = `settings-${name}`
  return (
    <Field id={id} label={t.fields[name]} required={required} error={error} hint={hint}>
      <input type={type} className={inputClass(Boolean(error))} {...fieldAria(id, error, Boolean(hint))} {...form.register(name)} />
    </Field>
  )
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/** The footer's contact block as it will look with the values being typed. */
function Preview({ control }: { control: Control<SettingsForm, unknown, SettingsValues> }) {
  const t = useText(settingsText)
  const values = useWatch({ control })
  return (
    <section aria-labelledby="settings-preview" className="rounded-lg bg-brand-900 p-4 sm:p-6">
      <h2 id="settings-preview" className="text-sm font-semibold tracking-wide text-white uppercase">
        {t.preview}
      </h2>
      <FooterContact
        settings={{
          companyName: values.companyName ?? '',
          legalName: values.legalName ?? '',
          taglineVi: values.taglineVi ?? '',
          taglineEn: values.taglineEn ?? '',
          phone: values.phone?.trim() ?? '',
          email: values.email?.trim() ?? '',
          streetVi: values.streetVi ?? '',
          streetEn: values.streetEn ?? '',
          cityVi: values.cityVi?.trim() ?? '',
          cityEn: values.cityEn?.trim() ?? '',
          hoursVi: values.hoursVi ?? '',
          hoursEn: values.hoursEn ?? '',
          // The footer shows no figures, nor the rate.
          homeFigures: { headline: [], trackRecord: [] },
          usdVndRate: { vndPerUsd: 1, date: '' },
        }}
      />
    </section>
  )
}

/** Every zone the browser knows, by offset then name; named, never shown as its id (§23). */
function TimeZoneOptions({ current }: { current: string }) {
  const { locale } = useLanguage()
  const zones = useMemo(
    () =>
      timeZoneChoices(current)
        .map((zone) => ({ zone, name: zoneName(zone, locale) }))
        .sort((a, b) => (a.zone === current ? -1 : b.zone === current ? 1 : a.name.localeCompare(b.name, locale))),
    [current, locale],
  )
  return zones.map(({ zone, name }) => (
    <option key={zone} value={zone}>
      {name}
    </option>
  ))
}

export function SmtpSection({ form, stored }: { form: Form; stored: AdminSettings }) {
  const t = useText(settingsText)
  const action = useWatch({ control: form.control, name: 'smtpAction' })
  const error = form.formState.errors.smtpUrl?.message
  // Fields by default: a URL with an encoded password is a developer's notation (§23).
  const [mode, setMode] = useState<'fields' | 'url'>('fields')
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">{t.smtp}</legend>
      <p className="text-sm text-slate-800" data-testid="smtp-state">
        {stored.smtpConfigured ? t.smtpConfigured : t.smtpNotConfigured}
      </p>
      {stored.smtpFromEnv && <p className="text-sm text-slate-600">{t.smtpFromEnv}</p>}
      <div className="space-y-2">
        {(['keep', 'replace', 'remove'] as const)
          .filter((value) => value !== 'remove' || stored.smtpConfigured)
          .map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={value} className="h-4 w-4" {...form.register('smtpAction')} />
              {value === 'keep' ? t.smtpKeep : value === 'replace' ? t.smtpReplace : t.smtpRemove}
            </label>
          ))}
      </div>
      {action === 'replace' && (
        <div className="flex flex-wrap gap-x-6 gap-y-1" role="radiogroup" aria-label={t.smtpReplace}>
          {(['fields', 'url'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="smtp-mode" className="h-4 w-4" checked={mode === value} onChange={() => setMode(value)} />
              {value === 'fields' ? t.mail.byFields : t.mail.byUrl}
            </label>
          ))}
        </div>
      )}
      {action === 'replace' && mode === 'fields' && (
        <SmtpFieldsEditor
          showErrors={form.formState.submitCount > 0}
          onUrl={(url) => form.setValue('smtpUrl', url, { shouldDirty: true, shouldValidate: form.formState.submitCount > 0 })}
        />
      )}
      {action === 'replace' && mode === 'url' && (
        <Field id="settings-smtpUrl" label={t.fields.smtpUrl} required error={error} hint={t.smtpUrlHint}>
          {/* A password field: the URL carries the SMTP password. */}
          <input
            type="password"
            autoComplete="off"
            spellCheck={false}
            className={inputClass(Boolean(error))}
            {...fieldAria('settings-smtpUrl', error, true)}
            {...form.register('smtpUrl')}
          />
        </Field>
      )}
      <Field
        id="settings-confirmationsPerHour"
        label={t.fields.confirmationsPerHour}
        error={form.formState.errors.confirmationsPerHour?.message}
        hint={t.confirmationsPerHourHint}
      >
        <input
          inputMode="numeric"
          autoComplete="off"
          className={inputClass(Boolean(form.formState.errors.confirmationsPerHour))}
          {...fieldAria('settings-confirmationsPerHour', form.formState.errors.confirmationsPerHour?.message, true)}
          {...form.register('confirmationsPerHour')}
        />
      </Field>
    </fieldset>
  )
}

function SettingsEditor({ stored }: { stored: VersionedSettings }) {
  const t = useText(settingsText)
  const c = useText(consoleText)
  const toast = useToast()
  const queryClient = useQueryClient()
  const form: Form = useForm<SettingsForm, unknown, SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: formValues(stored.data),
  })
  // The version the next save starts from (kept here: a refetch would move past another save).
  const [version, setVersion] = useState(stored.version)
  // The server's words when another save came first (412), until the owner reloads.
  const [conflict, setConflict] = useState<string>()
  const settle = (saved: VersionedSettings) => {
    queryClient.setQueryData(ADMIN_SETTINGS_KEY, saved)
    setVersion(saved.version)
    setConflict(undefined)
    form.reset(formValues(saved.data))
  }
  const reload = useMutation({
    mutationFn: () => queryClient.fetchQuery({ queryKey: ADMIN_SETTINGS_KEY, staleTime: 0 }) as Promise<VersionedSettings>,
    onSuccess: settle,
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof saveSettings>[0]) => saveSettings(body, version),
    onSuccess: (saved) => {
      settle(saved)
      // The console's own header shows the company name from the public settings.
      void refreshSiteSettings(queryClient)
      toast({ title: c.savedTitle, description: t.saved })
    },
    onError: (error) => {
      if (error instanceof AdminError && error.status === 412) setConflict(errorText(error, t.conflict))
      toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' })
    },
  })
  const text = (name: TextField, hint?: string) => <TextInput form={form} name={name} hint={hint} required />
  const invalid = Object.keys(form.formState.errors).length > 0

  return (
    <form noValidate className="space-y-6" onSubmit={form.handleSubmit((values) => mutation.mutate(settingsRequest(values)))}>
      <p className="text-slate-700">{t.intro}</p>
      {conflict && (
        <section role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="text-sm text-amber-900">{conflict}</p>
          <Button type="button" variant="secondary" disabled={reload.isPending} onClick={() => reload.mutate()}>
            {t.reload}
          </Button>
        </section>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title={t.company}>
            {text('companyName')}
            {text('legalName')}
            {text('taglineVi')}
            {text('taglineEn')}
          </Section>
          <Section title={t.contact}>
            {text('phone')}
            <TextInput form={form} name="email" type="email" required />
            {text('streetVi')}
            {text('streetEn')}
            {text('cityVi')}
            {text('cityEn')}
            {text('hoursVi', t.hoursHint)}
            {text('hoursEn', t.hoursHint)}
          </Section>
          <FiguresSection form={form} />
          <Section title={t.social} hint={t.socialHint}>
            {LINK_FIELDS.map((name) => (
              <TextInput key={name} form={form} name={name} type="url" />
            ))}
          </Section>
          <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
            <legend className="px-1 text-lg font-semibold text-slate-900">{t.notices}</legend>
            <Field id="settings-notifyTo" label={t.fields.notifyTo} error={form.formState.errors.notifyTo?.message} hint={t.notifyToHint}>
              <textarea
                rows={3}
                autoComplete="off"
                className={inputClass(Boolean(form.formState.errors.notifyTo))}
                {...fieldAria('settings-notifyTo', form.formState.errors.notifyTo?.message, true)}
                {...form.register('notifyTo')}
              />
            </Field>
            <Field id="settings-timeZone" label={t.fields.timeZone} hint={t.timeZoneHint}>
              <select className={inputClass(false)} {...fieldAria('settings-timeZone', undefined, true)} {...form.register('timeZone')}>
                <TimeZoneOptions current={stored.data.timeZone} />
              </select>
            </Field>
            <Field
              id="settings-usdVndRate"
              label={t.fields.usdVndRate}
              error={form.formState.errors.usdVndRate?.vndPerUsd?.message}
              hint={t.usdVndRateHint}
            >
              <input
                inputMode="numeric"
                autoComplete="off"
                className={inputClass(Boolean(form.formState.errors.usdVndRate?.vndPerUsd))}
                {...fieldAria('settings-usdVndRate', form.formState.errors.usdVndRate?.vndPerUsd?.message, true)}
                {...form.register('usdVndRate.vndPerUsd')}
              />
            </Field>
            <Field id="settings-usdVndRateDate" label={t.fields.usdVndRateDate} error={form.formState.errors.usdVndRate?.date?.message}>
              <input
                type="date"
                className={inputClass(Boolean(form.formState.errors.usdVndRate?.date))}
                {...fieldAria('settings-usdVndRateDate', form.formState.errors.usdVndRate?.date?.message, true)}
                {...form.register('usdVndRate.date')}
              />
            </Field>
          </fieldset>
          <SmtpSection form={form} stored={stored.data} />
        </div>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <Preview control={form.control} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? t.saving : t.save}
        </Button>
        {invalid && (
          <p role="alert" className="text-sm text-red-700">
            {t.invalid}
          </p>
        )}
      </div>
    </form>
  )
}

/** The brand, contact, social and mail settings, checked like the server checks them. */
export function SettingsScreen() {
  const t = useText(settingsText)
  const query = useVersionedSettings()
  return (
    <ConsolePage title={t.title}>
      <LoadState query={query}>{(stored) => <SettingsEditor stored={stored} />}</LoadState>
      <DigestSection />
    </ConsolePage>
  )
}
