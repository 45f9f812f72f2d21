/**
 * A case study's industry, shown in the current language. The API gives one text per case
 * study (docs/product-spec.md §3), written in English; `names` holds the known ones by lower-case
 * name, and any other industry is shown as received.
 */
export function industryLabel(industry: string, names: Readonly<Record<string, string>>): string {
  const key = industry.trim().toLowerCase()
  return Object.hasOwn(names, key) ? (names[key] ?? industry) : industry
}
