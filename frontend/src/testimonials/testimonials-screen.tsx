import { ScreenPlaceholder } from '@/components/ui/screen-placeholder'

export function TestimonialsScreen() {
  return <ScreenPlaceholder path="/testimonials" />
}
