/** The standing pages' placeholders, which stand for the current settings. */
export interface PlaceholderValues {
  companyName: string
  legalName: string
  email: string
  phone: string
  address: string
}

/**
 * Replaces `{companyName}`, `{legalName}`, `{email}`, `{phone}` and `{address}`; with no
 * values yet (settings still loading), by nothing.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues | undefined): string {
  return text.replace(/\{(companyName|legalName|email|phone|address)\}/g, (_, key: keyof PlaceholderValues) =>
    values ? values[key] : '',
  )
}

/** A street and its city as one line (the city left out when the street already names it). */
export function joinAddress(street: string, city: string): string {
  return street === '' || street.includes(city) ? street : `${street}, ${city}`
}
