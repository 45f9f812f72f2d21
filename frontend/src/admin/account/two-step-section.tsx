import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Copy, Download, ShieldCheck, ShieldOff } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { loadStateText } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useText } from '@/i18n/language-provider'

import { errorText, saveFile } from '../admin-api'
import { consoleText } from '../console-text'
import { codeSchema } from '../session/code-schema'
import { SESSION_KEY } from '../session/session-api'
import type { CodeValues } from '../session/code-schema'
import { Field, fieldAria, inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { accountText } from './account-text'
import { QrCode } from './qr-code'
import { TOTP_KEY, beginTotp, confirmTotp, disableTotp, isWrongCode, useTotpStatus } from './totp-api'
import type { TotpSetup } from './totp-api'

/** Where the section is: nothing under way, setting up, showing the new codes, turning off. */
type Stage = { kind: 'idle' } | { kind: 'setup'; setup: TotpSetup } | { kind: 'codes'; codes: string[] } | { kind: 'off' }

/** A heading that takes the focus when it appears, so a keyboard or screen-reader user follows. */
function FocusedHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <h3 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
      {children}
    </h3>
  )
}

/**
 * A one-field form for a code (confirming the setup, turning it off): a wrong or expired
 * code (400) is said beside the field, which is emptied and focused for the next one.
 */
function CodeForm({
  id,
  label,
  submit,
  pending,
  onSubmit,
  onCancel,
  error,
}: {
  id: string
  label: string
  submit: { idle: string; pending: string; icon: ReactNode }
  pending: boolean
  onSubmit: (code: string) => Promise<unknown>
  onCancel: () => void
  error: unknown
}) {
  const c = useText(consoleText)
  const form = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } })
  const message = form.formState.errors.code?.message
  return (
    <form
      noValidate
      className="max-w-md space-y-4"
      onSubmit={form.handleSubmit(({ code }) =>
        onSubmit(code).catch((failure: unknown) => {
          if (!isWrongCode(failure)) return
          form.resetField('code')
          form.setError('code', { message: 'wrongCode' }, { shouldFocus: true })
        }),
      )}
    >
      <Field id={id} label={label} required error={message}>
        <input
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          className={inputClass(Boolean(message), 'font-mono tracking-wider')}
          {...fieldAria(id, message)}
          {...form.register('code')}
        />
      </Field>
      {error !== null && !isWrongCode(error) && <FormError error={error} fallback={c.failed} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="primary" disabled={pending}>
          {submit.icon}
          {pending ? submit.pending : submit.idle}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {c.cancel}
        </Button>
      </div>
    </form>
  )
}

/** The ten recovery codes, shown once right after two-step sign-in was turned on. */
function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const t = useText(accountText)
  const c = useText(consoleText)
  const toast = useToast()
  const text = `${t.codesFileTitle(email)}\n\n${codes.join('\n')}\n`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      toast({ title: t.codesList, description: t.copied })
    } catch {
      toast({ title: c.errorTitle, description: t.copyFailed, variant: 'destructive' })
    }
  }
  return (
    <div className="space-y-4">
      <FocusedHeading>{t.codesTitle}</FocusedHeading>
      <p className="text-sm text-slate-700">{t.codesText}</p>
      <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">{t.codesOnce}</p>
      <ol
        aria-label={t.codesList}
        className="grid max-w-md grid-cols-2 gap-x-6 gap-y-2 rounded-md border border-slate-200 bg-slate-50 p-4 font-mono text-base text-slate-900 select-all"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden />
          {t.copy}
        </Button>
        <Button
          variant="outline"
          onClick={() => saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'recovery-codes.txt')}
        >
          <Download className="h-4 w-4" aria-hidden />
          {t.download}
        </Button>
        <Button variant="primary" onClick={onDone}>
          {t.codesDone}
        </Button>
      </div>
    </div>
  )
}

/** The authenticator app's setup: the QR code, the key to type by hand, and a first code. */
function Setup({ setup, onCodes, onCancel }: { setup: TotpSetup; onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const t = useText(accountText)
  const confirm = useMutation({ mutationFn: confirmTotp, onSuccess: onCodes })
  // Groups of four are easier to read and type; apps ignore the spaces.
  const key = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret
  return (
    <div className="space-y-4">
      <FocusedHeading>{t.setupTitle}</FocusedHeading>
      <p className="text-sm text-slate-700">{t.scanStep}</p>
      <QrCode value={setup.otpauthUrl} label={t.qrLabel} className="h-52 w-52 rounded-md border border-slate-200" />
      <p className="text-sm text-slate-700">{t.keyStep}</p>
      <Field id="totp-secret" label={t.secretLabel} className="max-w-md">
        <input
          id="totp-secret"
          type="text"
          readOnly
          value={key}
          spellCheck={false}
          className={inputClass(false, 'font-mono tracking-wider')}
          onFocus={(event) => event.currentTarget.select()}
        />
      </Field>
      <p className="text-sm text-slate-700">{t.codeStep}</p>
      <CodeForm
        id="totp-confirm-code"
        label={t.code}
        submit={{ idle: t.confirm, pending: t.confirming, icon: <ShieldCheck className="h-4 w-4" aria-hidden /> }}
        pending={confirm.isPending}
        onSubmit={(code) => confirm.mutateAsync(code)}
        onCancel={onCancel}
        error={confirm.error}
      />
    </div>
  )
}

/**
 * Two-step sign-in on the Account screen: whether it is on; turning it on (QR code and key
 * for the app, a first code, then the recovery codes shown once); turning it off with a code.
 */
export function TwoStepSection({ email }: { email: string }) {
  const t = useText(accountText)
  const c = useText(consoleText)
  const l = useText(loadStateText)
  const toast = useToast()
  const queryClient = useQueryClient()
  const status = useTotpStatus()
  const [stage, setStage] = useState<Stage>({ kind: 'idle' })
  // The session too: while the team requires two-step sign-in, it says whether this account
  // may leave the Account screen yet.
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: TOTP_KEY }), queryClient.invalidateQueries({ queryKey: SESSION_KEY })])
  const begin = useMutation({
    mutationFn: beginTotp,
    onSuccess: (setup) => setStage({ kind: 'setup', setup }),
    onError: (error) => {
      // 409: on already (turned on in another tab): the status says so once read again.
      void refresh()
      toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' })
    },
  })
  const disable = useMutation({
    mutationFn: disableTotp,
    onSuccess: async () => {
      await refresh()
      setStage({ kind: 'idle' })
      toast({ title: c.savedTitle, description: t.turnedOff })
    },
  })
  const enabled = status.data?.enabled

  let body
  if (stage.kind === 'codes') {
    body = (
      <RecoveryCodes
        codes={stage.codes}
        email={email}
        onDone={() => {
          setStage({ kind: 'idle' })
          toast({ title: c.savedTitle, description: t.turnedOn })
        }}
      />
    )
  } else if (enabled === true) {
    body =
      stage.kind === 'off' ? (
        <div className="space-y-4">
          <FocusedHeading>{t.turnOff}</FocusedHeading>
          <p className="text-sm text-slate-700">{t.turnOffText}</p>
          <CodeForm
            id="totp-off-code"
            label={t.offCode}
            submit={{ idle: t.turnOff, pending: t.turningOff, icon: <ShieldOff className="h-4 w-4" aria-hidden /> }}
            pending={disable.isPending}
            onSubmit={(code) => disable.mutateAsync(code)}
            onCancel={() => {
              disable.reset()
              setStage({ kind: 'idle' })
            }}
            error={disable.error}
          />
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t.onText}</p>
          <Button variant="outline" onClick={() => setStage({ kind: 'off' })}>
            <ShieldOff className="h-4 w-4" aria-hidden />
            {t.turnOff}
          </Button>
        </>
      )
  } else if (enabled === false) {
    body =
      stage.kind === 'setup' ? (
        <Setup
          setup={stage.setup}
          onCodes={(codes) => {
            void refresh()
            setStage({ kind: 'codes', codes })
          }}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      ) : (
        <Button variant="primary" disabled={begin.isPending} onClick={() => begin.mutate()}>
          <ShieldCheck className="h-4 w-4" aria-hidden />
          {begin.isPending ? t.starting : t.turnOn}
        </Button>
      )
  } else if (status.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
        <span>{t.statusFailed}</span>
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          {l.retry}
        </Button>
      </div>
    )
  }

  return (
    <section aria-labelledby="account-two-step" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <div className="space-y-1">
        <h2 id="account-two-step" className="text-lg font-semibold text-slate-900">
          {t.twoStep}
        </h2>
        <p className="text-sm text-slate-600">{t.twoStepText}</p>
      </div>
      {status.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t.statusLoading}
        </p>
      )}
      {enabled !== undefined && (
        <p className="text-sm text-slate-800">
          {t.statusLabel}{' '}
          <strong className={enabled ? 'font-semibold text-emerald-800' : 'font-semibold text-slate-900'}>
            {enabled ? t.statusOn : t.statusOff}
          </strong>
        </p>
      )}
      {body}
    </section>
  )
}
