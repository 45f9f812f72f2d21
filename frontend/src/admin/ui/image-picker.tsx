import { Check, ImageOff, Images, Upload, X } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import { cardVariant } from '@/lib/media-url'

import { consoleText } from '../console-text'
import { PICKER_PAGE, altOf, isLibraryUrl, useMediaPage, useMediaPicture } from './media-library'
import type { MediaItem } from './media-library'
import { mediaText } from './media-text'
import { Pager } from './pager'
import { PictureUploadForm } from './picture-upload-form'

export interface ImagePickerProps {
  /** The picture's address (`/media/….jpg` from the library, or any other the item had). */
  value: string | undefined
  /** The new address, or undefined when the owner removes the picture. */
  onChange: (url: string | undefined) => void
  /** What the picture is for, e.g. "Ảnh bài viết". */
  label: string
}

/**
 * The picture of a content item in the editors: shows the current one, and lets the owner
 * choose one from the library, upload a new one (with its alt texts), or remove it.
 */
export function ImagePicker({ value, onChange, label }: ImagePickerProps) {
  const t = useText(mediaText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const toast = useToast()
  const id = useId()
  const [panel, setPanel] = useState<'library' | 'upload'>()
  const found = useMediaPicture(value).data
  const current = found ?? undefined
  const panelId = `${id}-panel`

  const choose = (url: string | undefined) => {
    onChange(url)
    setPanel(undefined)
  }
  const toggle = (next: 'library' | 'upload') => setPanel((open) => (open === next ? undefined : next))

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap items-start gap-4">
        {value ? (
          <figure className="w-40 shrink-0">
            <img
              src={cardVariant(value)}
              alt={current ? altOf(current, locale) : ''}
              className="aspect-[4/3] w-40 rounded-md border border-slate-200 object-cover"
            />
            <figcaption className="mt-1 text-xs break-words text-slate-600">
              {current ? altOf(current, locale) : isLibraryUrl(value) && found === undefined ? '' : t.notInLibrary}
            </figcaption>
          </figure>
        ) : (
          <p className="flex h-24 w-40 items-center justify-center gap-2 rounded-md border border-dashed border-slate-300 text-sm text-slate-600">
            <ImageOff className="h-4 w-4" aria-hidden />
            {t.noImage}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-expanded={panel === 'library'} aria-controls={panelId} onClick={() => toggle('library')}>
            <Images className="h-4 w-4" aria-hidden />
            {t.chooseFromLibrary}
          </Button>
          <Button variant="outline" size="sm" aria-expanded={panel === 'upload'} aria-controls={panelId} onClick={() => toggle('upload')}>
            <Upload className="h-4 w-4" aria-hidden />
            {t.uploadNew}
          </Button>
          {value && (
            <Button variant="outline" size="sm" onClick={() => choose(undefined)}>
              <X className="h-4 w-4" aria-hidden />
              {t.removeImage}
            </Button>
          )}
        </div>
      </div>
      <div id={panelId}>
        {panel === 'library' && <LibraryPictures selected={value} onChoose={(item) => choose(item.url)} />}
        {panel === 'upload' && (
          <PictureUploadForm
            nested
            onUploaded={(item, existed) => {
              toast({ title: c.savedTitle, description: existed ? t.alreadyThere : t.uploaded })
              choose(item.url)
            }}
          />
        )}
      </div>
    </fieldset>
  )
}

/**
 * The library's pictures as buttons (the chosen one pressed), a page at a time with a
 * pager; a click hands the picture on.
 */
export function LibraryPictures({ selected, onChoose }: { selected?: string; onChoose: (item: MediaItem) => void }) {
  const t = useText(mediaText)
  const { locale } = useLanguage()
  const [offset, setOffset] = useState(0)
  const library = useMediaPage(offset, PICKER_PAGE)
  return (
    <LoadState query={library}>
      {({ items, total }) =>
        total === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t.empty}</p>
        ) : (
          <div className="space-y-3">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t.libraryTitle}>
              {items.map((item) => {
                const alt = altOf(item, locale)
                const isSelected = item.url === selected
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-label={t.pick(alt)}
                      aria-pressed={isSelected}
                      onClick={() => onChoose(item)}
                      className={`relative block w-full overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ${
                        isSelected ? 'border-accent-600' : 'border-transparent hover:border-slate-300'
                      }`}
                    >
                      <img src={item.cardUrl} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                      {isSelected && (
                        <span className="absolute top-1 right-1 flex items-center gap-1 rounded bg-accent-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                          <Check className="h-3 w-3" aria-hidden />
                          {t.selected}
                        </span>
                      )}
                    </button>
                    <p className="mt-1 line-clamp-2 text-xs text-slate-700">{alt}</p>
                  </li>
                )
              })}
            </ul>
            <Pager offset={offset} limit={PICKER_PAGE} total={total} onOffset={setOffset} />
          </div>
        )
      }
    </LoadState>
  )
}
