import { useLocation } from 'react-router'

import { ScreenPlaceholder } from '@/components/ui/screen-placeholder'

export function IncotermsScreen() {
  const { pathname } = useLocation()
  return (
    <ScreenPlaceholder
      path={pathname.startsWith('/tools/fob-cif-calculator') ? '/tools/fob-cif-calculator' : '/tools/incoterms-calculator'}
    />
  )
}
