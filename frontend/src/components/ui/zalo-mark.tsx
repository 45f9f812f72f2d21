/**
 * Zalo's own mark (a blue rounded square with the word "Zalo"), drawn inline so that no
 * third-party file is loaded: Vietnamese visitors recognise it where a generic chat icon
 * says nothing (docs/decisions-spec.md §22).
 */
export function ZaloMark({ className = 'h-6 w-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden focusable="false">
      <rect width="48" height="48" rx="11" fill="#0068FF" />
      <text
        x="24"
        y="29.5"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="15"
        fontWeight="700"
        fill="#fff"
      >
        Zalo
      </text>
    </svg>
  )
}
