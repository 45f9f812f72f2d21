import { ArrowLeft, Home } from 'lucide-react'
import { Link, useNavigate } from 'react-router'

import { pageText, usePageMeta } from '@/app/page-meta'
import { Button, buttonClass } from '@/components/ui/button'
import { defineDictionary } from '@/i18n/dictionary'
import { useLanguage, useText } from '@/i18n/language-provider'

const text = defineDictionary(
  'notFound',
  { goHome: 'Về trang chủ', goBack: 'Quay lại' },
  { goHome: 'Go Home', goBack: 'Go Back' },
)

export function NotFoundScreen() {
  usePageMeta('notFound')
  const { locale } = useLanguage()
  const t = useText(text)
  const navigate = useNavigate()
  const page = pageText('notFound', locale)
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{page.title}</h1>
      <p className="mt-3 text-slate-600">{page.description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          <Home className="h-4 w-4" aria-hidden />
          {t.goHome}
        </Link>
        <Button variant="outline" size="lg" onClick={() => navigate(-1)}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t.goBack}
        </Button>
      </div>
    </section>
  )
}
