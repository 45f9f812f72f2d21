import { encode } from 'uqr'

/** The quiet zone every QR reader needs around the code, in modules. */
const QUIET_ZONE = 4

/**
 * The SVG path of a QR matrix's dark modules: one rectangle per horizontal run, in units of
 * one module, so the whole code is a single element.
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = []
  matrix.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < row.length && row[x]) x += 1
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`)
    }
  })
  return parts.join('')
}

/**
 * A QR code drawn as inline SVG from uqr's matrix: no <img> with a data: URL and no style
 * attribute (the site's CSP, `style-src 'self'`, refuses inline styles), only SVG
 * presentation attributes. Dark on white whatever the page's colours, as readers expect.
 */
export function QrCode({ value, label, className = '' }: { value: string; label: string; className?: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: QUIET_ZONE })
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={qrPath(data)} fill="#000000" />
    </svg>
  )
}
