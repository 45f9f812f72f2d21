import type { PublicSettings } from '@/config/site-settings'
import { SETTINGS_BLOCK_ID } from '@/config/site-settings'

/**
 * The settings component tests render with: deliberately not brand.json's values, so a test
 * passes only when the screen shows what the server embedded.
 */
export const TEST_SETTINGS: PublicSettings = {
  companyName: 'Cảng Xanh',
  legalName: 'Công ty TNHH Cảng Xanh',
  taglineVi: 'Logistics đáng tin cậy',
  taglineEn: 'Logistics you can rely on',
  phone: '+84 24 3555 0199',
  email: 'hello@cangxanh.example',
  streetVi: '45 Phố Tràng Tiền, Quận Hoàn Kiếm',
  streetEn: '45 Trang Tien Street, Hoan Kiem District',
  cityVi: 'Hà Nội, Việt Nam',
  cityEn: 'Hanoi, Vietnam',
  hoursVi: 'Thứ Hai – Thứ Sáu: 8:00 – 17:30; Thứ Bảy: 8:00 – 12:00; Chủ nhật: nghỉ',
  hoursEn: 'Monday – Friday: 8:00 – 17:30; Saturday: 8:00 – 12:00; Sunday: closed',
  facebookUrl: 'https://www.facebook.com/cangxanh',
  zaloUrl: 'https://zalo.me/0243555019',
  // Not the seed's figures either, and one row shorter than the seed's.
  homeFigures: {
    headline: [
      { valueVi: '320+', valueEn: '320+', labelVi: 'Nhà nhập khẩu tin dùng', labelEn: 'Importers served' },
      { valueVi: '7.500+', valueEn: '7.5K+', labelVi: 'Container mỗi năm', labelEn: 'Containers a year' },
      { valueVi: '98,6%', valueEn: '98.6%', labelVi: 'Thông quan trong ngày', labelEn: 'Cleared the same day' },
    ],
    trackRecord: [
      { valueVi: '4,8/5', valueEn: '4.8/5', labelVi: 'Điểm hài lòng', labelEn: 'Satisfaction score' },
      { valueVi: '35', valueEn: '35', labelVi: 'Cảng đối tác', labelEn: 'Partner ports' },
    ],
  },
  // Not the default rate either, so a test sees which one priced a figure.
  usdVndRate: { vndPerUsd: 25_950, date: '2026-12-01' },
}

/** Writes the settings data block into the head, as the server does in every page. */
export function embedSettings(settings: PublicSettings | null = TEST_SETTINGS) {
  document.getElementById(SETTINGS_BLOCK_ID)?.remove()
  if (!settings) return
  const script = document.createElement('script')
  script.id = SETTINGS_BLOCK_ID
  script.type = 'application/json'
  script.textContent = JSON.stringify(settings)
  document.head.append(script)
}
