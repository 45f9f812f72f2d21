import { ScreenPlaceholder } from '@/components/ui/screen-placeholder'

export function DemurrageScreen() {
  return <ScreenPlaceholder path="/tools/demurrage-calculator" />
}
