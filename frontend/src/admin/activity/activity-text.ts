// A default import with its attribute: the e2e specs import this file in Node, whose JSON
// modules have no named exports.
import consolesFile from '@/config/content-consoles.json' with { type: 'json' }
import { defineDictionary } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locale'

// A content list's name here is its registry entry's, by its table (a new list needs no
// edit here); the older lists' are written out too, held equal by content-kinds.test.ts.

const { consoles } = consolesFile
const listNames = (locale: Locale): Record<string, string> =>
  Object.fromEntries(Object.values(consoles).map((list) => [list.table, list[locale].activity]))

export const activityText = defineDictionary(
  'consoleActivity',
  {
    title: 'Nhật ký hoạt động',
    intro: 'Mọi thay đổi của chủ trang web: ai, làm gì, khi nào.',
    empty: 'Chưa có hoạt động nào.',
    actor: (actor: string) => `Bởi ${actor}`,
    /** Who acted when it was no person: the server's own workers and its command line. */
    actors: {
      schedule: 'lịch tự động',
      cli: 'dòng lệnh trên máy chủ',
      retention: 'việc tự động xóa theo thời hạn lưu giữ',
    },
    ratesImport: (list: string, n: string) => `${list}: ${n} dòng`,
    ratesFreight: 'Cước vận chuyển',
    ratesDemurrage: 'Phí lưu container',
    ratesVersion: (n: string) => `Bảng giá số ${n}`,
    backupOff: 'Tắt sao lưu tự động',
    backupEvery: (hours: string, keep: string) => `Mỗi ${hours} giờ, giữ ${keep} bản mới nhất`,
    actions: {
      'rates.draft': 'Sửa bản nháp bảng giá',
      'rates.import': 'Nhập bảng giá từ tệp',
      'rates.publish': 'Công bố bảng giá',
      'rates.restore': 'Khôi phục bảng giá làm bản nháp',
      'rates.withdraw': 'Ngừng dùng bảng giá',
      'settings.update': 'Cập nhật cài đặt',
      'enquiry.status': 'Đổi trạng thái yêu cầu',
      'enquiry.note': 'Thêm ghi chú cho yêu cầu',
      'enquiry.assign': 'Giao yêu cầu cho người phụ trách',
      'enquiry.follow_up': 'Đặt ngày theo dõi yêu cầu',
      'team.invite': 'Mời thành viên vào nhóm',
      'team.invite_resend': 'Gửi lại lời mời',
      'team.invite_withdraw': 'Thu hồi lời mời',
      'team.join': 'Nhận lời mời và tham gia nhóm',
      'team.member': 'Đổi vai trò hoặc tạm khóa tài khoản',
      'team.remove': 'Xóa tài khoản khỏi nhóm',
      'team.require_two_step': 'Đổi quy định xác minh 2 bước cho cả nhóm',
      'subscription.remove': 'Xóa người đăng ký',
      'owner.password': 'Đổi mật khẩu',
      'owner.signout_all': 'Đăng xuất khỏi mọi thiết bị',
      'owner.create': 'Tạo tài khoản chủ trang (dòng lệnh)',
      'owner.reset_password': 'Đặt lại mật khẩu (dòng lệnh)',
      'owner.password_reset': 'Đặt lại mật khẩu qua liên kết trong email',
      'owner.totp_on': 'Bật xác thực hai lớp',
      'owner.totp_off': 'Tắt xác thực hai lớp',
      'owner.remove': 'Xóa tài khoản chủ trang (dòng lệnh)',
      'mail.test': 'Gửi email thử',
      'mail.cancel': 'Hủy gửi một email',
      'mail.sendAgain': 'Gửi lại một email đã thất bại',
      'mail.digest': 'Đổi cách gửi thông báo yêu cầu (số phút giữa hai thư tổng hợp)',
      'subscription.import': 'Nhập người đăng ký từ tệp CSV (số địa chỉ)',
      'newsletter.create': 'Soạn bản tin',
      'newsletter.test': 'Gửi thử bản tin cho chính mình',
      'newsletter.send': 'Gửi bản tin (số người nhận trong chi tiết)',
      'newsletter.schedule': 'Hẹn giờ gửi bản tin',
      'newsletter.settings': 'Đổi số thư bản tin gửi mỗi phút',
      'media.upload': 'Tải ảnh lên thư viện',
      'media.alt': 'Cập nhật mô tả ảnh',
      'media.remove': 'Xóa ảnh khỏi thư viện',
      'session.signin': 'Đăng nhập',
      'session.failed': 'Đăng nhập thất bại: sai mật khẩu hoặc mã xác thực (từ địa chỉ trong chi tiết)',
      'session.locked': 'Tạm khoá đăng nhập 15 phút sau 5 lần sai',
      'content.create': 'Thêm nội dung',
      'content.update': 'Sửa nội dung',
      'content.publish': 'Xuất bản nội dung',
      'content.unpublish': 'Chuyển nội dung về bản nháp',
      'content.delete': 'Xóa nội dung',
      'content.reorder': 'Sắp xếp lại danh sách',
      'backup.create': 'Tạo bản sao lưu',
      'backup.delete': 'Xóa bản sao lưu',
      'backup.scheduled': 'Sao lưu theo lịch',
      'backup.pruned': 'Xóa bản sao lưu cũ theo lịch (vượt số bản giữ lại)',
      'backup.failed': 'Sao lưu thất bại',
      'backup.schedule': 'Đổi lịch sao lưu',
      'backup.uploaded': 'Đã gửi bản sao lưu lên kho lưu trữ từ xa',
      'backup.uploadFailed': 'Gửi bản sao lưu lên kho từ xa thất bại (sẽ thử lại)',
      'backup.remote': 'Đổi kho lưu trữ từ xa cho bản sao lưu',
      'backup.remoteRemoved': 'Bỏ kho lưu trữ từ xa',
      'backup.remotePruned': 'Xóa bản sao lưu cũ ở kho từ xa (vượt số bản giữ lại)',
      'content.restore': 'Khôi phục một phiên bản cũ của nội dung',
      'enquiry.delete': 'Xóa yêu cầu',
      'enquiry.bulk_delete': 'Xóa nhiều yêu cầu cùng lúc',
      'enquiry.bulk_status': 'Đổi trạng thái nhiều yêu cầu cùng lúc',
      'holidays.update': 'Cập nhật lịch nghỉ lễ của một năm',
      'holidays.remove': 'Bỏ lịch nghỉ lễ tự đặt của một năm (dùng lại lịch có sẵn)',
      'newsletter.update': 'Sửa bản tin',
      'newsletter.delete': 'Xóa bản tin',
      'newsletter.cancel': 'Hủy hẹn giờ gửi bản tin',
      'privacy.acknowledge': 'Tiếp nhận yêu cầu về dữ liệu cá nhân',
      'privacy.answer': 'Trả lời yêu cầu về dữ liệu cá nhân',
      'privacy.erase': 'Xóa dữ liệu cá nhân của một người',
      'privacy.retention': 'Tự động xóa dữ liệu quá thời hạn lưu giữ',
      'privacy.consent': 'Công bố nội dung đồng ý mới',
      'privacy.settings': 'Đổi cài đặt dữ liệu cá nhân',
      'privacy.breach': 'Ghi nhận một sự cố lộ lọt dữ liệu',
    },
    unknownAction: (key: string) => `Hoạt động khác (${key})`,
    lists: {
      ...listNames('vi'),
      services: 'Dịch vụ',
      industries: 'Ngành',
      case_studies: 'Dự án tiêu biểu',
      blog_posts: 'Bài viết',
      testimonials: 'Cảm nhận khách hàng',
      pages: 'Trang cố định',
    },
    statuses: { new: 'Mới', contacted: 'Đã liên hệ', closed: 'Đã đóng', spam: 'Thư rác' },
    enquiry: (id: string) => `Yêu cầu ${id.slice(0, 8)}`,
    nobody: 'chưa giao cho ai',
    noFollowUp: 'bỏ ngày theo dõi',
    settings: {
      companyName: 'tên công ty',
      legalName: 'tên pháp lý',
      taglineVi: 'khẩu hiệu (tiếng Việt)',
      taglineEn: 'khẩu hiệu (tiếng Anh)',
      phone: 'số điện thoại',
      email: 'email',
      streetVi: 'địa chỉ (tiếng Việt)',
      streetEn: 'địa chỉ (tiếng Anh)',
      cityVi: 'thành phố (tiếng Việt)',
      cityEn: 'thành phố (tiếng Anh)',
      hoursVi: 'giờ làm việc (tiếng Việt)',
      hoursEn: 'giờ làm việc (tiếng Anh)',
      facebookUrl: 'liên kết Facebook',
      linkedinUrl: 'liên kết LinkedIn',
      youtubeUrl: 'liên kết YouTube',
      zaloUrl: 'liên kết Zalo',
      notifyTo: 'người nhận thông báo',
      smtpUrl: 'máy chủ SMTP',
      timeZone: 'múi giờ',
      homeFigures: 'số liệu trên trang chủ',
    },
    changed: (fields: string) => `Đã đổi: ${fields}`,
    sessionsEnded: (n: number) => (n === 0 ? 'Không có phiên nào khác cần kết thúc' : `${n} phiên đăng nhập đã kết thúc`),
  },
  {
    title: 'Activity',
    intro: 'Every change an owner made: who, what and when.',
    empty: 'No activity yet.',
    actor: (actor: string) => `By ${actor}`,
    actors: {
      schedule: 'the schedule',
      cli: "the server's command line",
      retention: 'automatic erasure after the retention period',
    },
    ratesImport: (list: string, n: string) => `${list}: ${n} ${n === '1' ? 'line' : 'lines'}`,
    ratesFreight: 'Freight',
    ratesDemurrage: 'Demurrage',
    ratesVersion: (n: string) => `Rate card ${n}`,
    backupOff: 'Automatic backups turned off',
    backupEvery: (hours: string, keep: string) => `Every ${hours} hours, keeping the newest ${keep}`,
    actions: {
      'rates.draft': 'Rate card draft edited',
      'rates.import': 'Rate sheet imported',
      'rates.publish': 'Rate card published',
      'rates.restore': 'Rate card restored as the draft',
      'rates.withdraw': 'Rate card withdrawn',
      'settings.update': 'Settings updated',
      'enquiry.status': 'Enquiry status changed',
      'enquiry.note': 'Note added to an enquiry',
      'enquiry.assign': 'Enquiry assigned',
      'enquiry.follow_up': 'Follow-up date set',
      'team.invite': 'Team member invited',
      'team.invite_resend': 'Invitation sent again',
      'team.invite_withdraw': 'Invitation withdrawn',
      'team.join': 'Invitation accepted, joined the team',
      'team.member': 'Role changed or account suspended',
      'team.remove': 'Account removed from the team',
      'team.require_two_step': 'Two-step sign-in for everyone changed',
      'subscription.remove': 'Subscriber removed',
      'owner.password': 'Password changed',
      'owner.signout_all': 'Signed out everywhere',
      'owner.create': 'Owner account created (command line)',
      'owner.reset_password': 'Password reset (command line)',
      'owner.password_reset': 'Password reset with an e-mailed link',
      'owner.totp_on': 'Two-step sign-in turned on',
      'owner.totp_off': 'Two-step sign-in turned off',
      'owner.remove': 'Owner account removed (command line)',
      'mail.test': 'Test e-mail sent',
      'mail.cancel': 'E-mail cancelled',
      'mail.sendAgain': 'Failed e-mail sent again',
      'mail.digest': 'Enquiry notice digest changed (minutes between two digests)',
      'subscription.import': 'Subscribers imported from CSV (how many)',
      'newsletter.create': 'Newsletter written',
      'newsletter.test': 'Newsletter test sent to yourself',
      'newsletter.send': 'Newsletter sent (recipients in the details)',
      'newsletter.schedule': 'Newsletter scheduled',
      'newsletter.settings': 'Newsletter messages a minute changed',
      'media.upload': 'Picture uploaded to the library',
      'media.alt': 'Picture alt texts updated',
      'media.remove': 'Picture deleted from the library',
      'session.signin': 'Signed in',
      'session.failed': 'Failed sign-in: wrong password or code (from the address shown)',
      'session.locked': 'Sign-in locked for 15 minutes after 5 failures',
      'content.create': 'Content added',
      'content.update': 'Content edited',
      'content.publish': 'Content published',
      'content.unpublish': 'Content moved back to draft',
      'content.delete': 'Content deleted',
      'content.reorder': 'List reordered',
      'backup.create': 'Backup made',
      'backup.delete': 'Backup deleted',
      'backup.scheduled': 'Scheduled backup',
      'backup.pruned': 'Old scheduled backup removed (beyond the number kept)',
      'backup.failed': 'Backup failed',
      'backup.schedule': 'Backup schedule changed',
      'backup.uploaded': 'Backup copied to remote storage',
      'backup.uploadFailed': 'Copying a backup to remote storage failed (will retry)',
      'backup.remote': 'Remote backup storage changed',
      'backup.remoteRemoved': 'Remote backup storage removed',
      'backup.remotePruned': 'Old backup removed from remote storage (beyond the number kept)',
      'content.restore': 'An earlier version of content restored',
      'enquiry.delete': 'Enquiry deleted',
      'enquiry.bulk_delete': 'Several enquiries deleted',
      'enquiry.bulk_status': 'Status of several enquiries changed',
      'holidays.update': "A year's public holidays updated",
      'holidays.remove': "A year's own holidays removed (the built-in calendar applies)",
      'newsletter.update': 'Newsletter edited',
      'newsletter.delete': 'Newsletter deleted',
      'newsletter.cancel': 'Scheduled newsletter cancelled',
      'privacy.acknowledge': 'Personal-data request acknowledged',
      'privacy.answer': 'Personal-data request answered',
      'privacy.erase': "A person's data erased",
      'privacy.retention': 'Data past its retention period erased automatically',
      'privacy.consent': 'New consent statement published',
      'privacy.settings': 'Personal-data settings changed',
      'privacy.breach': 'Data breach recorded',
    },
    unknownAction: (key: string) => `Other activity (${key})`,
    lists: {
      ...listNames('en'),
      services: 'Services',
      industries: 'Industries',
      case_studies: 'Case studies',
      blog_posts: 'Blog posts',
      testimonials: 'Testimonials',
      pages: 'Standing pages',
    },
    statuses: { new: 'New', contacted: 'Contacted', closed: 'Closed', spam: 'Spam' },
    enquiry: (id: string) => `Enquiry ${id.slice(0, 8)}`,
    nobody: 'nobody',
    noFollowUp: 'date cleared',
    settings: {
      companyName: 'company name',
      legalName: 'legal name',
      taglineVi: 'tagline (Vietnamese)',
      taglineEn: 'tagline (English)',
      phone: 'phone',
      email: 'e-mail',
      streetVi: 'street address (Vietnamese)',
      streetEn: 'street address (English)',
      cityVi: 'city (Vietnamese)',
      cityEn: 'city (English)',
      hoursVi: 'opening hours (Vietnamese)',
      hoursEn: 'opening hours (English)',
      facebookUrl: 'Facebook link',
      linkedinUrl: 'LinkedIn link',
      youtubeUrl: 'YouTube link',
      zaloUrl: 'Zalo link',
      notifyTo: 'notice recipients',
      smtpUrl: 'SMTP server',
      timeZone: 'time zone',
      homeFigures: 'home page figures',
    },
    changed: (fields: string) => `Changed: ${fields}`,
    sessionsEnded: (n: number) => (n === 0 ? 'No other session to end' : n === 1 ? '1 session ended' : `${n} sessions ended`),
  },
)

export type ActivityTexts = (typeof activityText)['vi']
export type ActionKey = keyof ActivityTexts['actions']

/** The owner's words for a stable action key; a key this console does not know yet is shown as it is. */
export function actionLabel(action: string, t: ActivityTexts): string {
  return Object.hasOwn(t.actions, action) ? t.actions[action as ActionKey] : t.unknownAction(action)
}

function pick<T extends object>(table: T, key: string): string | undefined {
  return Object.hasOwn(table, key) ? String(table[key as keyof T]) : undefined
}

/**
 * The detail the server recorded, in the owner's words: the list and the item's name rather
 * than the table ("blog_posts/Title"), field names rather than keys, statuses translated.
 * A detail this console cannot read is shown as it is.
 */
export function activityDetail(action: string, detail: string, t: ActivityTexts): string {
  if (action === 'content.reorder') return pick(t.lists, detail) ?? detail
  if (action.startsWith('content.')) {
    const slash = detail.indexOf('/')
    const list = slash > 0 ? pick(t.lists, detail.slice(0, slash)) : undefined
    return list ? `${list}: ${detail.slice(slash + 1)}` : detail
  }
  if (action === 'settings.update') {
    return t.changed(detail.split(', ').map((key) => pick(t.settings, key) ?? key).join(', '))
  }
  if (action === 'enquiry.status') {
    const match = /^(.+): (\w+) → (\w+)$/.exec(detail)
    if (!match) return detail
    const [, id = '', from = '', to = ''] = match
    return `${t.enquiry(id)}: ${pick(t.statuses, from) ?? from} → ${pick(t.statuses, to) ?? to}`
  }
  if (action === 'enquiry.note') return t.enquiry(detail)
  // `<id> → <address or —>` and `<id>: <day or nothing>`: the enquiry shortened as above.
  const assigned = /^(\S+) → (.+)$/.exec(detail)
  if (action === 'enquiry.assign' && assigned) {
    const [, id = '', who = ''] = assigned
    return `${t.enquiry(id)} → ${who === '—' ? t.nobody : who}`
  }
  const followUp = /^([^\s:]+): ?(.*)$/.exec(detail)
  if (action === 'enquiry.follow_up' && followUp) {
    const [, id = '', day = ''] = followUp
    return `${t.enquiry(id)}: ${day || t.noFollowUp}`
  }
  if (action === 'rates.import') {
    const [list = '', n = ''] = detail.split(' ')
    return t.ratesImport(list === 'demurrage' ? t.ratesDemurrage : t.ratesFreight, n)
  }
  if (action === 'rates.publish' || action === 'rates.restore') return t.ratesVersion(detail)
  if (action === 'backup.schedule') {
    // The server writes "off" or "every 24 h, keep 7" (a stable form, not words).
    if (detail === 'off') return t.backupOff
    const match = /^every (\d+) h, keep (\d+)$/.exec(detail)
    return match ? t.backupEvery(match[1]!, match[2]!) : detail
  }
  if (['owner.password', 'owner.signout_all', 'owner.password_reset'].includes(action) && /^\d+$/.test(detail)) {
    return t.sessionsEnded(Number(detail))
  }
  return detail
}

/** Who did it, in words: an account's address, or the worker or command line that acted. */
export function actorLabel(actor: string, t: ActivityTexts): string {
  return t.actor(Object.hasOwn(t.actors, actor) ? t.actors[actor as keyof ActivityTexts['actors']] : actor)
}
