import { ArrowRight, Quote } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import type { Control } from 'react-hook-form'

import { ContentImage } from '@/components/ui/content-image'
import { DetailHero } from '@/components/ui/detail-page'
import { Markdown } from '@/components/markdown/markdown'
import { fillPlaceholders, usePlaceholderValues } from '@/config/placeholders'
import { useLanguage, useText } from '@/i18n/language-provider'
import { cardVariant } from '@/lib/media-url'

import { kindSpec } from './content-kinds'
import type { Kind } from './content-kinds'
import type { ContentForm } from './content-schema'
import { contentText, kindName } from './content-text'

/**
 * How the item will look on the site, drawn with the site's own components from the values
 * being typed, in the console's language. It is `inert`: its links (Back, Read) would leave
 * the editor, and it is a picture of the page, not part of this one.
 */
export function ContentPreview({ kind, control }: { kind: Kind; control: Control<ContentForm> }) {
  const t = useText(contentText)
  const { locale } = useLanguage()
  const values = useWatch({ control }) as ContentForm
  const placeholders = usePlaceholderValues(locale)
  const lang = locale === 'vi' ? 'Vi' : 'En'
  // A standing page's placeholders are filled from Settings, as the live page fills them.
  const text = (base: string) => {
    const typed = String(values[`${base}${lang}`] ?? '')
    return kind === 'pages' ? fillPlaceholders(typed, placeholders) : typed
  }
  const spec = kindSpec(kind)
  const image = String(values.imageUrl ?? '')
  return (
    <section aria-labelledby="content-preview" className="space-y-4 xl:sticky xl:top-4">
      <div>
        <h2 id="content-preview" className="text-lg font-semibold text-slate-900">
          {t.preview}
        </h2>
        <p className="text-sm text-slate-600">{t.previewHint}</p>
      </div>
      <div inert className="space-y-4" data-testid="content-preview">
        {kind === 'testimonials' ? (
          <figure className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Quote className="h-8 w-8 text-brand-100" aria-hidden />
            <blockquote className="leading-relaxed text-slate-700">
              <p>{text('content')}</p>
            </blockquote>
            <figcaption className="border-t border-slate-200 pt-4">
              <p className="font-semibold text-slate-900">{text('name')}</p>
              <p className="text-sm text-slate-600">{text('position')}</p>
              <p className="text-sm text-slate-600">{text('company')}</p>
            </figcaption>
          </figure>
        ) : kind !== 'pages' ? (
          <div className="overflow-hidden rounded-xl border border-slate-200">
            <p className="bg-slate-100 px-4 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase">{t.previewCard}</p>
            {/* A list card's own width (the lists' columns are about 24 rem), not the column's. */}
            <div className="bg-slate-50 p-4">
              <article
                data-testid="content-preview-card"
                className="mx-auto flex w-full max-w-sm flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
              >
                {(kind === 'blog-posts' || kind === 'case-studies') && (
                  <ContentImage src={cardVariant(image)} alt="" width={800} height={450} className="aspect-[16/9] w-full bg-slate-100 object-cover" />
                )}
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="font-semibold break-words text-slate-900">{text('title')}</h3>
                  {text('description') && <p className="mt-2 line-clamp-3 text-sm break-words text-slate-600">{text('description')}</p>}
                  <span className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-brand-700">
                    {t.previewRead}
                    <ArrowRight className="h-4 w-4" aria-hidden />
                  </span>
                </div>
              </article>
            </div>
          </div>
        ) : null}
        {spec.page && (
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <p className="bg-slate-100 px-4 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase">{t.previewPage}</p>
            <DetailHero back={{ to: '#', label: kindName(t, kind) }} title={text('title')} description={text('description')} />
            {(kind === 'blog-posts' || kind === 'case-studies') && (
              <ContentImage src={image} alt="" width={1200} height={675} className="aspect-[16/9] w-full bg-slate-100 object-cover" />
            )}
            <article className="px-4 py-6 sm:px-6">
              <Markdown text={text(kind === 'pages' ? 'body' : 'content')} />
            </article>
          </div>
        )}
      </div>
    </section>
  )
}
