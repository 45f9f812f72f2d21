import { ScreenPlaceholder } from '@/components/ui/screen-placeholder'

export function IndustriesScreen() {
  return <ScreenPlaceholder path="/industries" />
}
