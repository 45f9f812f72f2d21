import { Link } from 'react-router'

import { Button } from '@/components/ui/button'

import type { components } from '@/api/schema'
import { defineDictionary } from '@/i18n/dictionary'
import { useLanguage, useText } from '@/i18n/language-provider'
import { formatDateTime, formatNumber } from '@/lib/format'

import { textOf } from './text-of'

export type Notice = components['schemas']['Notice']

export const noticeText = defineDictionary(
  'consoleNotices',
  {
    state: {
      pending: 'Đang chờ gửi',
      retrying: 'Đang thử lại',
      sent: 'Đã gửi',
      failed: 'Gửi thất bại',
      cancelled: 'Đã hủy',
    },
    kind: {
      enquiry: 'Yêu cầu mới',
      digest: 'Thư tổng hợp yêu cầu',
      test: 'Email thử',
      security: 'Cảnh báo đăng nhập',
      reset: 'Đặt lại mật khẩu',
      confirm: 'Xác nhận đăng ký',
      newsletter: 'Bản tin',
    },
    errorKind: {
      connectionRefused:
        'Máy chủ thư từ chối kết nối: kiểm tra tên máy chủ và cổng trong URL SMTP, và máy chủ thư có đang chạy không.',
      authFailed: 'Máy chủ thư không chấp nhận tên đăng nhập hoặc mật khẩu trong URL SMTP.',
      tls: 'Không thiết lập được kết nối bảo mật (TLS) với máy chủ thư: kiểm tra smtp:// hay smtps:// và cổng.',
      recipientRefused: 'Máy chủ thư từ chối địa chỉ người nhận (hoặc người gửi).',
      timeout: 'Máy chủ thư không trả lời kịp thời.',
      other: 'Không gửi được thư.',
      cancelled: 'Bạn đã hủy thư này; nó sẽ không được gửi.',
    },
    technical: 'Chi tiết kỹ thuật:',
    cancel: 'Hủy gửi',
    cancelling: 'Đang hủy...',
    sendAgain: 'Gửi lại',
    sendingAgain: 'Đang xếp hàng...',
    waitsForSettings: 'Thư đang chờ bạn sửa cài đặt gửi thư (URL SMTP); sửa xong, thư sẽ được gửi ngay.',
    to: (recipient: string) => `Tới: ${recipient}`,
    attempts: (count: string) => `Số lần gửi: ${count}`,
    createdAt: (at: string) => `Tạo lúc ${at}`,
    sentAt: (at: string) => `Gửi lúc ${at}`,
    lastError: 'Lỗi gần nhất:',
    openEnquiry: 'Xem yêu cầu',
  },
  {
    state: { pending: 'Waiting to send', retrying: 'Retrying', sent: 'Sent', failed: 'Failed', cancelled: 'Cancelled' },
    kind: {
      enquiry: 'New enquiry',
      digest: 'Enquiry digest',
      test: 'Test e-mail',
      security: 'Sign-in warning',
      reset: 'Password reset',
      confirm: 'Subscription confirmation',
      newsletter: 'Newsletter',
    },
    errorKind: {
      connectionRefused:
        'The mail server refused the connection: check the host and port in the SMTP URL, and that the server is running.',
      authFailed: 'The mail server did not accept the user name or password in the SMTP URL.',
      tls: 'No secure (TLS) connection could be made with the mail server: check smtp:// or smtps:// and the port.',
      recipientRefused: 'The mail server refused the recipient (or sender) address.',
      timeout: 'The mail server did not answer in time.',
      other: 'The e-mail could not be sent.',
      cancelled: 'You cancelled this e-mail; it will not be sent.',
    },
    technical: 'Technical detail:',
    cancel: 'Cancel sending',
    cancelling: 'Cancelling...',
    sendAgain: 'Send again',
    sendingAgain: 'Queuing...',
    waitsForSettings: 'It waits for you to mend the mail settings (the SMTP URL); once you do, it goes at once.',
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

interface NoticeListProps {
  notices: Notice[]
  label: string
  linkEnquiry?: boolean
  /** Offers "Cancel sending" on a pending or retrying notice; the id being cancelled, if any. */
  onCancel?: (id: number) => void
  cancelling?: number
  /** Offers "Send again" on a failed notice; the id being queued again, if any. */
  onSendAgain?: (id: number) => void
  sendingAgain?: number
}

/** Failures of the mail settings: such a message waits for the owner (docs/decisions-spec.md §21). */
const WAITS_FOR_SETTINGS = new Set(['authFailed', 'connectionRefused', 'tls', 'timeout'])

/**
 * Notices with their delivery state: recipient, attempts, times, and the last failure said in
 * the owner's language with the SMTP server's own words beneath.
 */
export function NoticeList({ notices, label, linkEnquiry, onCancel, cancelling, onSendAgain, sendingAgain }: NoticeListProps) {
  const t = useText(noticeText)
  const { locale } = useLanguage()
  return (
    <ul aria-label={label} className="space-y-3">
      {notices.map((notice) => (
        <li key={notice.id} className="space-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold break-all text-slate-900">{t.to(notice.recipient)}</span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[notice.state] ?? TONE.pending}`}>
              {textOf(t.state, notice.errorKind === 'cancelled' ? 'cancelled' : notice.state)}
            </span>
          </div>
          <p className="text-slate-700">
            {textOf(t.kind, notice.kind)} · {t.attempts(formatNumber(notice.attempts, locale))} ·{' '}
            {notice.sentAt ? t.sentAt(formatDateTime(notice.sentAt, locale)) : t.createdAt(formatDateTime(notice.createdAt, locale))}
          </p>
          {notice.errorKind && (
            <p className={notice.errorKind === 'cancelled' ? 'text-slate-700' : 'text-red-800'}>
              {notice.errorKind !== 'cancelled' && `${t.lastError} `}
              {textOf(t.errorKind, notice.errorKind)}
            </p>
          )}
          {notice.state === 'retrying' && notice.errorKind && WAITS_FOR_SETTINGS.has(notice.errorKind) && (
            <p className="text-slate-700">{t.waitsForSettings}</p>
          )}
          {notice.lastError && (
            <p className="text-xs break-words text-slate-600">
              {t.technical} <code>{notice.lastError}</code>
            </p>
          )}
          {onCancel && (notice.state === 'pending' || notice.state === 'retrying') && (
            <Button variant="outline" size="sm" disabled={cancelling === notice.id} onClick={() => onCancel(notice.id)}>
              {cancelling === notice.id ? t.cancelling : t.cancel}
            </Button>
          )}
          {onSendAgain && notice.state === 'failed' && (
            <Button variant="outline" size="sm" disabled={sendingAgain === notice.id} onClick={() => onSendAgain(notice.id)}>
              {sendingAgain === notice.id ? t.sendingAgain : t.sendAgain}
            </Button>
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
