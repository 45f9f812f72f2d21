import { ScreenPlaceholder } from '@/components/ui/screen-placeholder'

export function BlogScreen() {
  return <ScreenPlaceholder path="/blog" />
}
