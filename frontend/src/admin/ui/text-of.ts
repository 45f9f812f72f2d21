/**
 * The text for a value the API sends as a plain string (a status, a language, a source): the
 * dictionary's entry, or the value itself when this console does not know it yet.
 */
export function textOf(texts: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(texts, value) ? (texts[value] as string) : value
}
