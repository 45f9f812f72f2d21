import type { components } from '@/api/schema'

type Stats = components['schemas']['Stats']

const days = (from: number, count: number, visitors: number[] = []) =>
  Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2025, 2, from + i)).toISOString().slice(0, 10)
    return { date, visitors: visitors[i] ?? 0, pageviews: (visitors[i] ?? 0) * 2 }
  })

/** A week of `GET /admin/stats` with a little of everything, for the console's tests. */
export const WEEK_STATS: Stats = {
  counting: true,
  days: 7,
  from: '2025-03-04',
  to: '2025-03-10',
  visitors: 12,
  pageviews: 24,
  enquiryCount: 3,
  previous: { from: '2025-02-25', to: '2025-03-03', visitors: 8, pageviews: 16, enquiryCount: 1, daily: days(-4, 7, [1, 1, 1, 1, 1, 1, 2]) },
  daily: days(4, 7, [1, 2, 1, 2, 1, 2, 3]),
  pages: [
    { path: '/blog/incoterms-2020', visitors: 5, pageviews: 7 },
    { path: '/', visitors: 4, pageviews: 9 },
  ],
  sources: [
    { source: 'google.com', visitors: 5 },
    { source: '', visitors: 4 },
  ],
  campaigns: [{ value: 'tet-2025', visitors: 2 }],
  devices: [
    { value: 'phone', visitors: 7 },
    { value: 'desktop', visitors: 5 },
  ],
  languages: [
    { value: 'vi', visitors: 9 },
    { value: 'en', visitors: 3 },
  ],
  tools: [{ tool: 'incoterms-calculator', visitors: 3, calculated: 5, pdf: 2, link: 1, quote: 0 }],
  enquiries: [
    { landingPath: '/blog/incoterms-2020', source: 'google.com', tool: 'incoterms-calculator', count: 2 },
    { count: 1 },
  ],
  conversion: {
    pages: [{ value: '/blog/incoterms-2020', visitors: 5, enquiries: 2, rate: 0.4 }],
    sources: [{ value: 'google.com', visitors: 5, enquiries: 2, rate: 0.4 }],
    campaigns: [],
    tools: [{ value: 'incoterms-calculator', visitors: 3, enquiries: 2, rate: 2 / 3 }],
    unattributed: 1,
  },
}
