import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { api } from '@/api/client'
import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { defineDictionary } from '@/i18n/dictionary'
import { useText } from '@/i18n/language-provider'

import { ADMIN_KEY, adminCall, errorText } from '../admin-api'
import { consoleText } from '../console-text'
import { Field, inputClass } from '../ui/field'

const DIGEST_KEY = [ADMIN_KEY, 'notice-digest'] as const

/** The intervals offered, in minutes (0: a notice per enquiry, at once). */
const CHOICES = [0, 15, 30, 60, 180, 720, 1440] as const

export const digestText = defineDictionary(
  'consoleDigest',
  {
    title: 'Gom thông báo yêu cầu mới',
    hint: 'Khi có nhiều yêu cầu cùng lúc, bạn có thể nhận một email tổng hợp thay vì một email cho mỗi yêu cầu. Email đầu tiên vẫn được gửi ngay.',
    label: 'Gửi thông báo',
    choice: (minutes: number) =>
      minutes === 0
        ? 'Ngay khi có yêu cầu (mỗi yêu cầu một email)'
        : minutes < 60
          ? `Tối đa một email mỗi ${minutes} phút`
          : `Tối đa một email mỗi ${minutes / 60} giờ`,
    save: 'Lưu cách gửi',
    saving: 'Đang lưu...',
    saved: 'Đã lưu cách gửi thông báo.',
  },
  {
    title: 'Gather enquiry notices',
    hint: 'When many enquiries come at once, you can get one digest e-mail instead of one e-mail per enquiry. The first e-mail still goes at once.',
    label: 'Send notices',
    choice: (minutes: number) =>
      minutes === 0
        ? 'As each enquiry arrives (one e-mail each)'
        : minutes < 60
          ? `At most one e-mail every ${minutes} minutes`
          : `At most one e-mail every ${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}`,
    save: 'Save',
    saving: 'Saving...',
    saved: 'The notice setting is saved.',
  },
)

function DigestForm({ minutes }: { minutes: number }) {
  const t = useText(digestText)
  const c = useText(consoleText)
  const toast = useToast()
  const queryClient = useQueryClient()
  const [value, setValue] = useState(minutes)
  const choices: number[] = CHOICES.includes(minutes as (typeof CHOICES)[number]) ? [...CHOICES] : [...CHOICES, minutes]
  const mutation = useMutation({
    mutationFn: (next: number) => adminCall(api.PUT('/admin/notices/digest', { body: { minutes: next } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(DIGEST_KEY, saved)
      toast({ title: c.savedTitle, description: t.saved })
    },
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        mutation.mutate(value)
      }}
    >
      <Field id="settings-digest" label={t.label} hint={t.hint}>
        <select
          id="settings-digest"
          aria-describedby="settings-digest-hint"
          className={inputClass(false)}
          value={value}
          onChange={(event) => setValue(Number(event.target.value))}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {t.choice(choice)}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit" variant="secondary" disabled={mutation.isPending}>
        {mutation.isPending ? t.saving : t.save}
      </Button>
    </form>
  )
}

/** The enquiry digest (docs/decisions-spec.md §17): its own setting, saved on its own. */
export function DigestSection() {
  const t = useText(digestText)
  const query = useQuery({
    queryKey: DIGEST_KEY,
    queryFn: () => adminCall(api.GET('/admin/notices/digest')),
  })
  return (
    <section aria-labelledby="settings-digest-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="settings-digest-title" className="text-lg font-semibold text-slate-900">
        {t.title}
      </h2>
      <LoadState query={query}>{(digest) => <DigestForm minutes={digest.minutes} />}</LoadState>
    </section>
  )
}
