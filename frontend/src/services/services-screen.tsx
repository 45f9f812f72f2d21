import { ScreenPlaceholder } from '@/components/ui/screen-placeholder'

export function ServicesScreen() {
  return <ScreenPlaceholder path="/services" />
}
