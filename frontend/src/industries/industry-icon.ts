import { Apple, Cpu, Factory, HeartPulse, Shirt, ShoppingBag } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'

// A Map rather than an object, so that a name like 'toString' cannot reach Object.prototype.
const INDUSTRY_ICONS = new Map<string, LucideIcon>([
  ['factory', Factory],
  ['shopping', ShoppingBag],
  ['food', Apple],
  ['fashion', Shirt],
  ['tech', Cpu],
  ['health', HeartPulse],
])

/** The icon of an industry's icon name (docs/product-spec.md §3); an unknown name falls back to factory. */
export function industryIcon(name: string): LucideIcon {
  return INDUSTRY_ICONS.get(name) ?? Factory
}
