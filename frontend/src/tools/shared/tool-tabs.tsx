import * as Tabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'

export interface ToolTab<V extends string> {
  value: V
  label: ReactNode
  content: ReactNode
  disabled?: boolean
}

interface ToolTabsProps<V extends string> {
  /** The accessible name of the tab list. */
  label: string
  value: V
  onValueChange: (value: V) => void
  tabs: readonly ToolTab<V>[]
}

/**
 * Controlled tabs over Radix Tabs: the tool owns the active tab, so that a calculation can
 * switch to its results and Reset can switch back. Triggers share the width equally and may
 * wrap their text, so three tabs still fit a 390px screen.
 */
export function ToolTabs<V extends string>({ label, value, onValueChange, tabs }: ToolTabsProps<V>) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as V)} className="space-y-6">
      <Tabs.List aria-label={label} className="grid w-full auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            disabled={tab.disabled}
            className={[
              'rounded-md px-2 py-2 text-center text-sm font-medium text-slate-700 transition-colors sm:px-4',
              'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
              'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
              'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:text-slate-700',
            ].join(' ')}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-600"
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
