// What a tool hands to the PDF export: plain texts already written in the page's language,
// so the PDF code (loaded only when the button is pressed) knows nothing about the tools.

export interface PdfTable {
  columns: string[]
  /** Right-aligned columns (figures). */
  numeric?: boolean[]
  rows: string[][]
  /** A row in bold, e.g. a total or a subtotal, by index. */
  strongRows?: number[]
  /**
   * Printed on landscape pages (the whole document): a table of many columns whose cells
   * would otherwise wrap line after line. A table whose words and figures cannot fit a
   * portrait page whole turns the page without being asked.
   */
  landscape?: boolean
}

export interface PdfSection {
  heading: string
  /** Label and value pairs. */
  pairs?: Array<[string, string]>
  table?: PdfTable
  notes?: string[]
}

export interface PdfReport {
  /** The tool's short name in the file name: `tradelane-<tool>-YYYY-MM-DD.pdf`. */
  tool: 'incoterms' | 'freight' | 'demurrage' | 'hs-code'
  title: string
  inputs: Array<[string, string]>
  sections: PdfSection[]
}

/** The texts the PDF frame prints around a report, in the page's language. */
export interface PdfFrameText {
  inputsHeading: string
  generatedOn: string
  referenceTitle: string
  referenceNotice: string
  page: (n: number, of: number) => string
  /** The calculator's link with these inputs, and the words before it. */
  link?: { label: string; url: string }
}

/** The file name of a tool's PDF on a given local day. */
export function pdfFileName(tool: PdfReport['tool'], today: Date): string {
  const day = [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((n) => String(n).padStart(2, '0')).join('-')
  return `tradelane-${tool}-${day}.pdf`
}
