/**
 * A short visible link text ("Learn More", "Read") whose full name ("Learn More about Sea
 * Freight") is in the link's own text, the rest visually hidden: screen readers, crawlers and
 * Lighthouse's link-text audit read the whole name (an aria-label was not enough for the
 * last two), and the name starts with what is seen (WCAG 2.5.3, label in name).
 */
export function LinkText({ visible, name }: { visible: string; name: string }) {
  if (!name.startsWith(visible)) {
    return (
      <>
        <span aria-hidden>{visible}</span>
        <span className="sr-only">{name}</span>
      </>
    )
  }
  // The space between stays outside the hidden part, where every name computation keeps it.
  const rest = name.slice(visible.length)
  return (
    <>
      {visible}
      {rest.startsWith(' ') && ' '}
      <span className="sr-only">{rest.trimStart()}</span>
    </>
  )
}
