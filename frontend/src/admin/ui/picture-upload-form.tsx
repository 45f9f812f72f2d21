import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Upload } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { useText } from '@/i18n/language-provider'

import { consoleText } from '../console-text'
import { Field, fieldAria, inputClass } from './field'
import { FormError } from './form-error'
import { MAX_ALT_CHARS, MEDIA_KEY, checkPicture, uploadPicture } from './media-library'
import type { MediaItem } from './media-library'
import { mediaText } from './media-text'

type Errors = Partial<Record<'file' | 'altVi' | 'altEn', string>>

/** A field error code of the console (`required`, `tooLong:300`) for an alt text. */
function altError(text: string): string | undefined {
  if (!text.trim()) return 'required'
  if ([...text].length > MAX_ALT_CHARS) return `tooLong:${MAX_ALT_CHARS}`
  return undefined
}

interface PictureUploadFormProps {
  /** Called with the stored picture (new, or the same picture already in the library). */
  onUploaded: (item: MediaItem, existed: boolean) => void
  /**
   * Inside another form (the content editor): a group whose button uploads, since HTML does
   * not allow a form within a form and its submit would save the item being edited.
   */
  nested?: boolean
}

/**
 * A picture and its alt texts in both languages, checked here as the server checks them
 * (type by the file's bytes, 5 MB, alt texts required) and then by the server, whose refusal
 * is shown in its own words.
 */
export function PictureUploadForm({ onUploaded, nested = false }: PictureUploadFormProps) {
  const t = useText(mediaText)
  const c = useText(consoleText)
  const id = useId()
  const queryClient = useQueryClient()
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File>()
  const [altVi, setAltVi] = useState('')
  const [altEn, setAltEn] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const mutation = useMutation({
    mutationFn: uploadPicture,
    // The server answers the same picture sent again with the item it already had (200).
    onSuccess: ({ item, existed }) => {
      // Known at once by its address (the picker shows its alt text), then every page read again.
      queryClient.setQueryData([...MEDIA_KEY, 'url', item.url], item)
      void queryClient.invalidateQueries({ queryKey: MEDIA_KEY })
      setFile(undefined)
      setAltVi('')
      setAltEn('')
      if (fileInput.current) fileInput.current.value = ''
      onUploaded(item, existed)
    },
  })

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const problem = file ? await checkPicture(file) : 'chooseFile'
    const next: Errors = {
      file: problem ? t[problem] : undefined,
      altVi: altError(altVi),
      altEn: altError(altEn),
    }
    setErrors(next)
    if (file && !next.file && !next.altVi && !next.altEn) mutation.mutate({ file, altVi, altEn })
  }

  const fileId = `${id}-file`
  const fileError = errors.file
  const fields = (
    <>
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
          {t.file}
          <span className="ml-1 text-red-700">
            <span aria-hidden>*</span>
            <span className="sr-only"> {c.requiredMark}</span>
          </span>
        </label>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
          {...fieldAria(fileId, fileError, true)}
          onChange={(event) => {
            setFile(event.target.files?.[0])
            setErrors((e) => ({ ...e, file: undefined }))
          }}
        />
        <p id={`${fileId}-hint`} className="text-sm text-slate-600">
          {t.fileHint}
        </p>
        {fileError && (
          <p id={`${fileId}-error`} className="text-sm text-red-700">
            {fileError}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['altVi', t.altVi, altVi, setAltVi],
            ['altEn', t.altEn, altEn, setAltEn],
          ] as const
        ).map(([name, label, value, set]) => {
          const fieldId = `${id}-${name}`
          return (
            <Field key={name} id={fieldId} label={label} required error={errors[name]} hint={t.altHint}>
              <textarea
                rows={2}
                value={value}
                className={inputClass(Boolean(errors[name]))}
                {...fieldAria(fieldId, errors[name], true)}
                onChange={(event) => set(event.target.value)}
              />
            </Field>
          )
        })}
      </div>
      {mutation.isError && <FormError error={mutation.error} fallback={c.failed} />}
      <Button
        type={nested ? 'button' : 'submit'}
        variant="primary"
        disabled={mutation.isPending}
        onClick={nested ? () => void submit() : undefined}
      >
        <Upload className="h-4 w-4" aria-hidden />
        {mutation.isPending ? t.uploading : t.upload}
      </Button>
    </>
  )
  return nested ? (
    <div role="group" aria-label={t.uploadNew} className="space-y-4">
      {fields}
    </div>
  ) : (
    <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
      {fields}
    </form>
  )
}
