import { ScreenPlaceholder } from '@/components/ui/screen-placeholder'

export function HomeScreen() {
  return <ScreenPlaceholder path="/" />
}
