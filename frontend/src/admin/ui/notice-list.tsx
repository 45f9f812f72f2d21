import { Link } from 'react-router'

import type { components } from '@/api/schema'
import { defineDictionary } from '@/i18n/dictionary'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime, formatNumber } from '@/lib/format'

import { textOf } from './text-of'

export type Notice = components['schemas']['Notice']

export const noticeText = defineDictionary(
  'consoleNotices',
  {
    state: { pending: 'Đang chờ gửi', retrying: 'Đang thử lại', sent: 'Đã gửi', failed: 'Gửi thất bại' },
    kind: { enquiry: 'Yêu cầu mới', test: 'Email thử' },
    to: (recipient: string) => `Tới: ${recipient}`,
    attempts: (count: string) => `Số lần gửi: ${count}`,
    createdAt: (at: string) => `Tạo lúc ${at}`,
    sentAt: (at: string) => `Gửi lúc ${at}`,
    lastError: 'Lỗi gần nhất:',
    openEnquiry: 'Xem yêu cầu',
  },
  {
    state: { pending: 'Waiting to send', retrying: 'Retrying', sent: 'Sent', failed: 'Failed' },
    kind: { enquiry: 'New enquiry', test: 'Test e-mail' },
    to: (recipient: string) => `To: ${recipient}`,
    attempts: (count: string) => `Attempts: ${count}`,
    createdAt: (at: string) => `Queued ${at}`,
    sentAt: (at: string) => `Sent ${at}`,
    lastError: 'Last error:',
    openEnquiry: 'Open the enquiry',
  },
)

const TONE: Record<string, string> = {
  pending: 'bg-slate-200 text-slate-800',
  retrying: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
}

/** Notices with their delivery state: recipient, attempts, times and the last SMTP error. */
export function NoticeList({ notices, label, linkEnquiry }: { notices: Notice[]; label: string; linkEnquiry?: boolean }) {
  const t = useText(noticeText)
  const { locale } = useLanguage()
  return (
    <ul aria-label={label} className="space-y-3">
      {notices.map((notice) => (
        <li key={notice.id} className="space-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold break-all text-slate-900">{t.to(notice.recipient)}</span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[notice.state] ?? TONE.pending}`}>
              {textOf(t.state, notice.state)}
            </span>
          </div>
          <p className="text-slate-700">
            {textOf(t.kind, notice.kind)} · {t.attempts(formatNumber(notice.attempts, locale))} ·{' '}
            {notice.sentAt ? t.sentAt(formatDateTime(notice.sentAt, locale)) : t.createdAt(formatDateTime(notice.createdAt, locale))}
          </p>
          {notice.lastError && (
            <p className="break-words text-red-800">
              {t.lastError} {notice.lastError}
            </p>
          )}
          {linkEnquiry && notice.enquiryId && (
            <Link to={`/admin/enquiries/${notice.enquiryId}`} className="text-brand-700 underline underline-offset-4">
              {t.openEnquiry}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
