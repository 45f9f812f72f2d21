import { ScreenPlaceholder } from '@/components/ui/screen-placeholder'

export function FreightScreen() {
  return <ScreenPlaceholder path="/tools/freight-calculator" />
}
