import * as Tooltip from '@radix-ui/react-tooltip'
import { Info } from 'lucide-react'
import { useState } from 'react'
import type { ReactNode } from 'react'

import { TooltipProvider } from '@/components/ui/tooltip-provider'

import { INFO_BUTTON_CLASS } from './info-tip'

/**
 * A small info button whose tooltip explains a label or a figure (with the app's tooltip
 * delays; each tip carries its provider so only screens with tips load the tooltip code). A tap opens it too: touch screens have no hover, and Radix
 * tooltips otherwise close on click.
 */
export default function InfoTipPopup({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <TooltipProvider>
    <Tooltip.Root open={open} onOpenChange={setOpen}>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          onClick={(event) => {
            event.preventDefault() // keeps Radix from closing it on click
            setOpen(true)
          }}
          className={INFO_BUTTON_CLASS}
        >
          <Info className="h-4 w-4" aria-hidden />
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-xs leading-relaxed font-normal text-white shadow-lg"
        >
          {children}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
    </TooltipProvider>
  )
}
