import { FileText, Package, Plane, Ship, Truck, Warehouse } from 'lucide-react'
import { describe, expect, test } from 'vitest'

import { serviceIcon } from './service-icon'

describe('serviceIcon', () => {
  test('maps each icon name of the spec', () => {
    expect(serviceIcon('package')).toBe(Package)
    expect(serviceIcon('truck')).toBe(Truck)
    expect(serviceIcon('warehouse')).toBe(Warehouse)
    expect(serviceIcon('ship')).toBe(Ship)
    expect(serviceIcon('plane')).toBe(Plane)
    expect(serviceIcon('document')).toBe(FileText)
  })

  test('falls back to package', () => {
    expect(serviceIcon('rocket')).toBe(Package)
    expect(serviceIcon('')).toBe(Package)
    expect(serviceIcon('toString')).toBe(Package)
  })
})
