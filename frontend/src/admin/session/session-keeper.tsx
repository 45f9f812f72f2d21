import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LogIn } from 'lucide-react'
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'

import { Button, buttonClass } from '@/components/ui/button'
import { useLanguage, useText } from '@/i18n/language-provider'

import { ADMIN_KEY, setUnauthorizedHandler } from '../admin-api'
import { consoleText } from '../console-text'
import { Field, fieldAria, inputClass } from '../ui/field'
import { FormError } from '../ui/form-error'
import { SESSION_KEY, SecondStepNeeded, signIn } from './session-api'
import type { Owner } from './session-api'
import { signInText } from './sign-in-text'

/** The owner closed the sign-in dialog instead of signing in again. */
export class SignInCancelled extends Error {
  constructor() {
    super('sign-in cancelled')
    this.name = 'SignInCancelled'
  }
}

interface Keeper {
  /** Marks a screen whose work a lost session must not take away; the returned function ends it. */
  hold: () => () => void
  /** Resolves once the owner has signed in again in the dialog (rejects with SignInCancelled). */
  signInAgain: () => Promise<void>
}

const KeeperContext = createContext<Keeper | undefined>(undefined)

/**
 * What the console does when the session ends (expired, signed out elsewhere): every call
 * then answers 401. On most screens everything the console knew is forgotten and the owner
 * is sent to the sign-in page, coming back to the same page after. While a screen holds work
 * (the content editor), the owner signs in again in a dialog over it instead, and the work
 * and the page stay as they are.
 */
export function SessionKeeper({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const holders = useRef(0)
  const waiting = useRef<Array<{ resolve: () => void; reject: (error: Error) => void }>>([])
  const [open, setOpen] = useState(false)

  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (holders.current > 0) {
        setOpen(true)
        return true
      }
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] })
      void navigate('/admin/sign-in', { replace: true, state: { from: location.pathname + location.search } })
      return false
    })
    return () => setUnauthorizedHandler(() => false)
  }, [queryClient, navigate, location.pathname, location.search])

  const settle = useCallback((signedIn: boolean) => {
    const waiters = waiting.current
    waiting.current = []
    setOpen(false)
    for (const waiter of waiters) {
      if (signedIn) waiter.resolve()
      else waiter.reject(new SignInCancelled())
    }
  }, [])

  const keeper = useMemo<Keeper>(
    () => ({
      hold: () => {
        holders.current += 1
        return () => {
          holders.current -= 1
        }
      },
      signInAgain: () =>
        new Promise<void>((resolve, reject) => {
          waiting.current.push({ resolve, reject })
          setOpen(true)
        }),
    }),
    [],
  )

  return (
    <KeeperContext.Provider value={keeper}>
      {children}
      {open && (
        <SignInDialog
          onSignedIn={() => {
            // The same session for every read again: what failed meanwhile is fetched anew.
            void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] })
            settle(true)
          }}
          onCancel={() => settle(false)}
        />
      )}
    </KeeperContext.Provider>
  )
}

/**
 * For a screen that holds work: while it is shown, a lost session opens the sign-in dialog
 * over it instead of leaving it. `signInAgain` lets its save wait for that sign-in.
 */
export function useKeepWork() {
  const keeper = useContext(KeeperContext)
  useEffect(() => keeper?.hold(), [keeper])
  return keeper?.signInAgain ?? (() => Promise.reject(new SignInCancelled()))
}

function SignInDialog({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  const t = useText(signInText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const queryClient = useQueryClient()
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const lastOwner = queryClient.getQueryData<Owner | null>(SESSION_KEY)
  const [email, setEmail] = useState(lastOwner?.email ?? '')
  const [password, setPassword] = useState('')
  // With two-step sign-in on, the server asks for the code once the password is right.
  const [codeAsked, setCodeAsked] = useState(false)
  const [code, setCode] = useState('')
  const [codeWrong, setCodeWrong] = useState(false)
  const codeInput = useRef<HTMLInputElement>(null)
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: onSignedIn,
    onError: (error, sent) => {
      if (error instanceof SecondStepNeeded) {
        setCodeAsked(true)
        setCodeWrong(sent.code !== undefined)
        setCode('')
        codeInput.current?.focus()
        return
      }
      setPassword('')
      setCodeAsked(false)
      setCode('')
    },
  })

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (email.trim() === '' || password === '') return
    if (codeAsked && code.trim() === '') {
      codeInput.current?.focus()
      return
    }
    mutation.mutate({ email: email.trim(), password, language: locale, ...(codeAsked ? { code: code.trim() } : {}) })
  }
  const codeError = codeWrong ? 'wrongCode' : undefined

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // Escape closes a modal dialog: the same as Cancel.
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-xl bg-white p-6 text-left shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t.againTitle}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-sm text-slate-700">
        {t.againText}
      </p>
      <form noValidate className="mt-4 space-y-4" onSubmit={submit}>
        <Field id={`${id}-email`} label={t.email} required>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            readOnly={codeAsked}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputClass(false)}
          />
        </Field>
        <Field id={`${id}-password`} label={t.password} required>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            // The address is known: the password is what is missing.
            autoFocus={email !== ''}
            readOnly={codeAsked}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={inputClass(false)}
          />
        </Field>
        {codeAsked && (
          <>
            <p className="text-sm text-slate-700">{t.codeIntro}</p>
            <Field id={`${id}-code`} label={t.code} required error={codeError} hint={t.codeHint}>
              <input
                ref={codeInput}
                type="text"
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
                value={code}
                onChange={(event) => setCode(event.target.value)}
                className={inputClass(codeWrong, 'font-mono tracking-wider')}
                {...fieldAria(`${id}-code`, codeError, true)}
              />
            </Field>
          </>
        )}
        {mutation.isError && !(mutation.error instanceof SecondStepNeeded) && (
          <FormError error={mutation.error} fallback={t.failed} />
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClass('outline')} onClick={onCancel}>
            {c.cancel}
          </button>
          <Button type="submit" variant="primary" disabled={mutation.isPending}>
            <LogIn className="h-4 w-4" aria-hidden />
            {mutation.isPending ? t.submitting : t.againSubmit}
          </Button>
        </div>
      </form>
    </dialog>
  )
}
