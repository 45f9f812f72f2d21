import { useText } from '@/i18n/language-provider'

import { enquiriesText } from './enquiries-text'
import { STATUSES } from './enquiry-filters'

/** The four statuses as `<option>`s, in the current language. */
export function StatusOptions() {
  const t = useText(enquiriesText)
  return STATUSES.map((status) => (
    <option key={status} value={status}>
      {t.status[status]}
    </option>
  ))
}
