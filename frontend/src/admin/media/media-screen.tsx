import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { useToast } from '@/components/ui/toaster'
import { useLanguage, useText } from '@/i18n/language-provider'
import type { Locale } from '@/i18n/locale'
import { formatDateTime, formatNumber } from '@/lib/format'

import { errorText } from '../admin-api'
import { consoleText } from '../console-text'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { ConsolePage } from '../ui/console-page'
import { readListParams, writeListParams } from '../ui/list-params'
import { MEDIA_KEY, MEDIA_PAGE, altOf, removePicture, useMediaPage } from '../ui/media-library'
import type { MediaItem } from '../ui/media-library'
import { mediaText } from '../ui/media-text'
import { Pager } from '../ui/pager'
import { PictureUploadForm } from '../ui/picture-upload-form'

/** A file size the owner reads: kB below a megabyte, else MB. */
function fileSize(bytes: number, locale: Locale) {
  return bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} KB`
    : `${formatNumber(bytes / (1024 * 1024), locale, 1)} MB`
}

function Picture({ item }: { item: MediaItem }) {
  const t = useText(mediaText)
  const c = useText(consoleText)
  const { locale } = useLanguage()
  const toast = useToast()
  const queryClient = useQueryClient()
  const alt = altOf(item, locale)
  const remove = useMutation({
    mutationFn: () => removePicture(item.id),
    onSuccess: () => {
      toast({ title: c.savedTitle, description: t.removed })
      void queryClient.invalidateQueries({ queryKey: MEDIA_KEY })
    },
    // A 409 names the content that still shows the picture.
    onError: (error) => toast({ title: c.errorTitle, description: errorText(error, c.failed), variant: 'destructive' }),
  })
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <img src={item.cardUrl} alt={alt} className="aspect-[4/3] w-full bg-slate-100 object-cover" loading="lazy" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <dl className="space-y-1 text-sm">
          <div>
            <dt className="sr-only">{t.altVi}</dt>
            <dd lang="vi" className="text-slate-900">
              <span className="mr-1 text-xs font-semibold text-slate-600" aria-hidden>
                VI
              </span>
              {item.altVi}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t.altEn}</dt>
            <dd lang="en" className="text-slate-900">
              <span className="mr-1 text-xs font-semibold text-slate-600" aria-hidden>
                EN
              </span>
              {item.altEn}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-slate-600">
          {t.details(formatNumber(item.width, locale), formatNumber(item.height, locale), fileSize(item.bytes, locale))}
        </p>
        <p className="text-xs text-slate-600">{t.addedAt(formatDateTime(item.createdAt, locale))}</p>
        <div className="mt-auto flex justify-end">
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={t.removeLabel(alt)}>
                <Trash2 className="h-4 w-4" aria-hidden />
                {t.remove}
              </Button>
            }
            title={t.confirmTitle}
            description={t.confirmText(alt)}
            confirmLabel={t.remove}
            onConfirm={() => remove.mutate()}
          />
        </div>
      </div>
    </li>
  )
}

/**
 * The picture library: upload with alt texts in both languages, the pictures a page at a
 * time (the page in the address, so Back and reload keep it), delete.
 */
export function MediaScreen() {
  const t = useText(mediaText)
  const c = useText(consoleText)
  const toast = useToast()
  const [params, setParams] = useSearchParams()
  const list = readListParams(params)
  const library = useMediaPage(list.offset, MEDIA_PAGE)
  return (
    <ConsolePage title={t.title}>
      <p className="max-w-3xl text-slate-700">{t.intro}</p>
      <section aria-labelledby="media-upload" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="media-upload" className="text-lg font-semibold text-slate-900">
          {t.uploadTitle}
        </h2>
        <PictureUploadForm
          onUploaded={(_item, existed) => toast({ title: c.savedTitle, description: existed ? t.alreadyThere : t.uploaded })}
        />
      </section>
      <section aria-labelledby="media-library" className="space-y-4">
        <h2 id="media-library" className="text-lg font-semibold text-slate-900">
          {t.libraryTitle}
        </h2>
        <LoadState query={library}>
          {({ items, total }) =>
            total === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">{t.empty}</p>
            ) : (
              <>
                <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4" aria-labelledby="media-library">
                  {items.map((item) => (
                    <Picture key={item.id} item={item} />
                  ))}
                </ul>
                <Pager
                  offset={list.offset}
                  limit={MEDIA_PAGE}
                  total={total}
                  onOffset={(offset) => setParams(writeListParams({ ...list, offset }))}
                />
              </>
            )
          }
        </LoadState>
      </section>
    </ConsolePage>
  )
}
