import { X } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { useText } from '@/i18n/language-provider'

import { contentText } from './content-text'

interface ImageFieldProps {
  value: string | undefined
  onChange: (url: string | undefined) => void
  label: string
}

/**
 * The picture of an item as it is stored: shown, and removable. (The same props as the
 * media picker, so the two can stand for each other.)
 */
export function ImageField({ value, onChange, label }: ImageFieldProps) {
  const t = useText(contentText)
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      {value ? (
        <div className="flex flex-wrap items-center gap-3">
          <img src={value} alt={t.image.alt(label)} className="h-20 w-32 rounded-md border border-slate-200 bg-slate-100 object-cover" />
          <code className="text-xs break-all text-slate-700">{value}</code>
          <Button variant="outline" size="sm" onClick={() => onChange(undefined)}>
            <X className="h-4 w-4" aria-hidden />
            {t.image.clear}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t.image.none}</p>
      )}
    </div>
  )
}
