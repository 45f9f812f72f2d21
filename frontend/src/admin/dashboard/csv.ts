/**
 * A table as a CSV file the way the console's exports write them (src/kernel/export.rs):
 * UTF-8 with a BOM, a header row, CRLF, quotes where needed, and a leading `'` on a cell that
 * a spreadsheet would run as a formula.
 */
export type Cell = string | number

function cell(value: Cell): string {
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}

/** `tradelane-<name>-<from>-<to>.csv` */
export function csvName(name: string, from: string, to: string): string {
  return `tradelane-${name}-${from}-${to}.csv`
}
