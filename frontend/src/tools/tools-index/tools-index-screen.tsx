import { ScreenPlaceholder } from '@/components/ui/screen-placeholder'

export function ToolsIndexScreen() {
  return <ScreenPlaceholder path="/tools" />
}
