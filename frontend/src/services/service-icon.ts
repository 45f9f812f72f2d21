import { FileText, Package, Plane, Ship, Truck, Warehouse } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'

// A Map rather than an object, so that a name like 'toString' cannot reach Object.prototype.
const SERVICE_ICONS = new Map<string, LucideIcon>([
  ['package', Package],
  ['truck', Truck],
  ['warehouse', Warehouse],
  ['ship', Ship],
  ['plane', Plane],
  ['document', FileText],
])

/** The icon of a service's icon name (docs/product-spec.md §3); an unknown name falls back to package. */
export function serviceIcon(name: string): LucideIcon {
  return SERVICE_ICONS.get(name) ?? Package
}
