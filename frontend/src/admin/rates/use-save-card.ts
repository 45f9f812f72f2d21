import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/api/client'
import { useToast } from '@/components/ui/toaster'
import { useText } from '@/i18n/language-provider'

import { ADMIN_KEY, adminCall, errorText } from '../admin-api'
import type { RateCard } from './draft-edit'
import { ratesText } from './rates-text'

export const RATES_KEY = [ADMIN_KEY, 'rates'] as const

/**
 * Saves the whole draft card over the version it was read at (`If-Match`): a save made
 * meanwhile in another tab is refused (412) rather than overwritten. The refusal stays on the
 * mutation for the form to show; a success tells and reloads the draft. A delete's refusal
 * (no form to show it) is told.
 */
export function useSaveCard(version: string | undefined) {
  const t = useText(ratesText)
  const toast = useToast()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (card: RateCard) => adminCall(api.PUT('/admin/rates/draft', { body: card, headers: { 'If-Match': version ?? '' } })),
    onError: (error) => toast({ title: errorText(error, t.saveFailed), variant: 'destructive' }),
    onSuccess: () => {
      toast({ title: t.saved })
      void queryClient.invalidateQueries({ queryKey: RATES_KEY })
    },
  })
}
