/** The server's slug rule (src/content/schema.rs): lowercase a–z, digits, single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX = 100

/**
 * A slug made from a title: Vietnamese marks removed (đ → d too), lowercase, every run of
 * other characters one hyphen, at most 100 characters (cut at a word's end when it can be).
 */
export function slugify(title: string): string {
  const plain = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (plain.length <= SLUG_MAX) return plain
  const cut = plain.slice(0, SLUG_MAX + 1)
  const end = cut.lastIndexOf('-')
  return (end > 0 ? cut.slice(0, end) : plain.slice(0, SLUG_MAX)).replace(/-+$/, '')
}
