import { ScreenPlaceholder } from '@/components/ui/screen-placeholder'

export function CaseStudiesScreen() {
  return <ScreenPlaceholder path="/case-studies" />
}
