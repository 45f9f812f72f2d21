import { Apple, Cpu, Factory, HeartPulse, Shirt, ShoppingBag } from 'lucide-react'
import { describe, expect, test } from 'vitest'

import { industryIcon } from './industry-icon'

describe('industryIcon', () => {
  test('maps each icon name of the spec', () => {
    expect(industryIcon('factory')).toBe(Factory)
    expect(industryIcon('shopping')).toBe(ShoppingBag)
    expect(industryIcon('food')).toBe(Apple)
    expect(industryIcon('fashion')).toBe(Shirt)
    expect(industryIcon('tech')).toBe(Cpu)
    expect(industryIcon('health')).toBe(HeartPulse)
  })

  test('falls back to factory', () => {
    expect(industryIcon('mining')).toBe(Factory)
    expect(industryIcon('constructor')).toBe(Factory) // not Object.prototype's
  })
})
