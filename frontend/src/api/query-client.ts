import { QueryClient } from '@tanstack/react-query'

/** Reads never go stale, never retry, never refetch on focus and never poll (docs/product-spec.md §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  })
}
