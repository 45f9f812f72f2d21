/** One line of the opening hours: the days, and their times (undefined when the line has no "days: times" form). */
export interface HoursRow {
  days: string
  times?: string
}

/**
 * The owner writes the opening hours as one line per language, e.g.
 * "Thứ Hai – Thứ Sáu: 8:00 – 18:00; Thứ Bảy: 8:00 – 12:00; Chủ nhật: nghỉ". Each part between
 * semicolons becomes a row; the first ": " splits its days from its times, so "8:00" itself
 * is never cut. Blank parts are dropped.
 */
export function hoursRows(text: string): HoursRow[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf(': ')
      if (at <= 0) return { days: part }
      const times = part.slice(at + 2).trim()
      const days = part.slice(0, at).trim()
      return times ? { days, times: capitalized(times) } : { days }
    })
}

/** "nghỉ" → "Nghỉ": a row's times start with a capital, as the page showed them. */
function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase('vi') + text.slice(1)
}
