import { ScreenPlaceholder } from '@/components/ui/screen-placeholder'

export function HsCodeScreen() {
  return <ScreenPlaceholder path="/tools/hs-code-analyzer" />
}
