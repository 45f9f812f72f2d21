import { INTL_LOCALE } from '@/i18n/locale'
import type { Locale } from '@/i18n/locale'

/**
 * A time zone as people name it, never its database id: "GMT+7 · Giờ Đông Dương (Ho Chi Minh)"
 * for `Asia/Ho_Chi_Minh` (docs/decisions-spec.md §23). The city is the id's last part, which
 * the browser does not translate.
 */
export function zoneName(zone: string, locale: Locale): string {
  try {
    const part = (style: 'shortOffset' | 'longGeneric') =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: zone, timeZoneName: style })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')?.value ?? ''
    const city = zone.split('/').pop()?.replaceAll('_', ' ') ?? zone
    const name = part('longGeneric')
    return `${part('shortOffset')} · ${name && !name.startsWith('GMT') ? `${name} (${city})` : city}`
  } catch {
    // A zone this browser does not know is shown as it is rather than hidden.
    return zone
  }
}
