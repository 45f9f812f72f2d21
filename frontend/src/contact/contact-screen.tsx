import { ScreenPlaceholder } from '@/components/ui/screen-placeholder'

export function ContactScreen() {
  return <ScreenPlaceholder path="/contact" />
}
