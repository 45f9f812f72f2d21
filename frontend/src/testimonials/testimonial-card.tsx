import { Quote, Star } from 'lucide-react'
import { useState } from 'react'

import { useText } from '@/i18n/language-provider'

import { testimonialsText } from './testimonials-text'
import type { TestimonialView } from './testimonial-view'

/** Always five stars (docs/product-spec.md §9), announced once as a rating. */
function FiveStars() {
  const t = useText(testimonialsText)
  return (
    <div role="img" aria-label={t.rating} className="flex gap-1">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} className="h-5 w-5 fill-amber-400 text-amber-400" aria-hidden />
      ))}
    </div>
  )
}

/** The photo when there is one (and it loads), else the initials. */
function Avatar({ item }: { item: TestimonialView }) {
  const t = useText(testimonialsText)
  const [failed, setFailed] = useState<string | null>(null)
  if (item.avatarUrl && failed !== item.avatarUrl) {
    return (
      <img
        src={item.avatarUrl}
        alt={item.avatarAlt ?? t.avatarAlt(item.name)}
        loading="lazy"
        width={48}
        height={48}
        onError={() => setFailed(item.avatarUrl ?? null)}
        className="h-12 w-12 shrink-0 rounded-full bg-slate-100 object-cover"
      />
    )
  }
  // The name is written beside it, so the initials are decoration for screen readers.
  return (
    <span
      aria-hidden
      data-testid="avatar-initials"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-semibold text-white"
    >
      {item.initials}
    </span>
  )
}

export function TestimonialCard({ item }: { item: TestimonialView }) {
  return (
    <figure className="flex h-full flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <FiveStars />
        <Quote className="h-8 w-8 text-brand-100" aria-hidden />
      </div>
      <blockquote className="flex-1 leading-relaxed text-slate-700">
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className="flex items-center gap-4 border-t border-slate-200 pt-5">
        <Avatar item={item} />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{item.name}</p>
          <p className="text-sm text-slate-600">{item.position}</p>
          <p className="text-sm text-slate-600">{item.company}</p>
        </div>
      </figcaption>
    </figure>
  )
}
