import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { useToast } from '@/components/ui/toaster'
import { useText } from '@/i18n/language-provider'

import { errorText, saveFile } from '../admin-api'
import { consoleText } from '../console-text'

export type ExportFormat = 'csv' | 'json'

/**
 * Export CSV / Export JSON: the file comes from the server's export endpoint (the same bytes
 * as the CLI) and is handed to the browser under the server's filename.
 */
export function ExportButtons({ download }: { download: (format: ExportFormat) => Promise<{ blob: Blob; filename: string }> }) {
  const t = useText(consoleText)
  const toast = useToast()
  const mutation = useMutation({
    mutationFn: download,
    onSuccess: ({ blob, filename }) => saveFile(blob, filename),
    onError: (error) => toast({ title: t.errorTitle, description: errorText(error, t.exportFailed), variant: 'destructive' }),
  })
  return (
    <div className="flex flex-wrap gap-2">
      {(['csv', 'json'] as const).map((format) => (
        <Button key={format} variant="outline" size="sm" disabled={mutation.isPending} onClick={() => mutation.mutate(format)}>
          <Download className="h-4 w-4" aria-hidden />
          {mutation.isPending && mutation.variables === format ? t.exporting : format === 'csv' ? t.exportCsv : t.exportJson}
        </Button>
      ))}
    </div>
  )
}
