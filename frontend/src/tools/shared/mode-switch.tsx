import * as Switch from '@radix-ui/react-switch'
import { useId } from 'react'

interface ModeSwitchProps {
  /** The visible label, naming the "on" state (e.g. "Advanced mode"). */
  label: string
  /** A line under the label, e.g. what the current mode shows. */
  description?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}

/**
 * An on/off switch with a visible label, over Radix Switch. Keep it outside a <form>: inside
 * one, Radix adds a hidden input that measures the switch with ResizeObserver.
 */
export function ModeSwitch({ label, description, checked, onCheckedChange }: ModeSwitchProps) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? `${id}-description` : undefined}
        // The button is a 44 px touch target (docs/decisions-spec.md §22); the track inside it is
        // what shows, its margin taken back so the label stays where it was.
        className={[
          'group -my-2.5 inline-flex h-11 w-12 shrink-0 cursor-pointer items-center justify-center rounded-full',
          'focus-visible:outline-2 focus-visible:outline-accent-600',
        ].join(' ')}
      >
        <span className="relative inline-flex h-6 w-11 items-center rounded-full bg-slate-500 transition-colors group-data-[state=checked]:bg-accent-600">
          <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </span>
      </Switch.Root>
      <div>
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold text-slate-900">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
    </div>
  )
}
