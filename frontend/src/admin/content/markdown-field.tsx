import { Bold, Calculator, Heading2, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Table, Upload } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { useText } from '@/i18n/language-provider'

import { inputClass } from '../ui/field'
import { LibraryPictures } from '../ui/image-picker'
import type { MediaItem } from '../ui/media-library'
import { PictureUploadForm } from '../ui/picture-upload-form'
import { TOOL_PAGES, applyEdit, insertBlock, insertLink, insertToolLink, pictureMarkdown, toggleLines, toggleWrap } from './markdown-edit'
import type { Edit, LineKind, Selection, ToolId } from './markdown-edit'
import type { ContentForm } from './content-schema'
import { contentText } from './content-text'

/** A toolbar button: an icon, its name (with its shortcut, if any) for screen readers and as a tooltip. */
function Tool({ label, icon, onClick, shortcut }: { label: string; icon: ReactNode; onClick: () => void; shortcut?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-keyshortcuts={shortcut && `${shortcut.replace('Ctrl/Cmd', 'Control')} ${shortcut.replace('Ctrl/Cmd', 'Meta')}`}
      onClick={onClick}
      className="inline-flex h-8 w-8 items-center justify-center rounded text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      {icon}
    </button>
  )
}

/** Whether the keyboard shortcut's modifier is down: Ctrl, or Cmd on a Mac. */
const withModifier = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey

interface MarkdownFieldProps {
  form: UseFormReturn<ContentForm>
  name: string
  /** The field's language: a picture from the library comes with its alt text in it. */
  language: 'Vi' | 'En'
  rows: number
  /** The textarea's id and ARIA attributes (from the Field around it). */
  aria: Record<string, unknown> & { id: string }
  invalid: boolean
}

/**
 * A Markdown text with a toolbar (bold, italics, link, lists, heading, quote, table, a picture
 * of the library) and the usual shortcuts: Ctrl/Cmd+B, Ctrl/Cmd+I, Ctrl/Cmd+K. A change is
 * typed into the text by the browser where it can, so its own undo (Ctrl/Cmd+Z) takes it back.
 */
export function MarkdownField({ form, name, language, rows, aria, invalid }: MarkdownFieldProps) {
  const t = useText(contentText)
  const tb = t.toolbar
  const textarea = useRef<HTMLTextAreaElement | null>(null)
  const [pictures, setPictures] = useState<'library' | 'upload'>()
  const [tools, setTools] = useState(false)
  const panelId = useId()
  const toolsId = useId()
  const registered = form.register(name)

  const apply = (edit: (selection: Selection) => Edit) => {
    const element = textarea.current
    if (!element) return
    const selection = { value: element.value, start: element.selectionStart, end: element.selectionEnd }
    const change = edit(selection)
    const expected = applyEdit(selection.value, change)
    element.focus()
    element.setSelectionRange(change.from, change.to)
    // Typed by the browser: an input event for the form, and a step of the browser's undo.
    const typed = change.insert !== '' && document.execCommand?.('insertText', false, change.insert)
    if (!typed || element.value !== expected) {
      form.setValue(name, expected, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
    }
    element.setSelectionRange(change.start, change.end)
  }

  const wrap = (mark: string, placeholder: string) => apply((s) => toggleWrap(s, mark, placeholder))
  const lines = (kind: LineKind) => apply((s) => toggleLines(s, kind))
  const actions = {
    bold: () => wrap('**', tb.boldPlaceholder),
    italic: () => wrap('*', tb.italicPlaceholder),
    link: () => apply((s) => insertLink(s, tb.linkPlaceholder)),
  }

  const insertPicture = (item: MediaItem) => {
    setPictures(undefined)
    apply((s) => insertBlock(s, pictureMarkdown(language === 'Vi' ? item.altVi : item.altEn, item.url)))
  }

  const insertTool = (tool: ToolId) => {
    setTools(false)
    // The link's words and address in the field's language, whatever the console's.
    const name = contentText[language === 'Vi' ? 'vi' : 'en'].toolbar.tools[tool]
    apply((s) => insertToolLink(s, tool, language, name))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!withModifier(event)) return
    const action = { b: actions.bold, i: actions.italic, k: actions.link }[event.key.toLowerCase()]
    if (!action) return
    event.preventDefault()
    action()
  }

  const icon = 'h-4 w-4'

  return (
    <div className="rounded-md">
      <div
        role="toolbar"
        aria-label={tb.label}
        aria-controls={aria.id}
        className="flex flex-wrap items-center gap-0.5 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1"
      >
        <Tool label={tb.bold} icon={<Bold className={icon} aria-hidden />} onClick={actions.bold} shortcut="Ctrl/Cmd+B" />
        <Tool label={tb.italic} icon={<Italic className={icon} aria-hidden />} onClick={actions.italic} shortcut="Ctrl/Cmd+I" />
        <Tool label={tb.link} icon={<Link2 className={icon} aria-hidden />} onClick={actions.link} shortcut="Ctrl/Cmd+K" />
        <span aria-hidden className="mx-1 h-5 w-px bg-slate-300" />
        <Tool label={tb.heading} icon={<Heading2 className={icon} aria-hidden />} onClick={() => lines('heading')} />
        <Tool label={tb.bullets} icon={<List className={icon} aria-hidden />} onClick={() => lines('bullet')} />
        <Tool label={tb.numbered} icon={<ListOrdered className={icon} aria-hidden />} onClick={() => lines('numbered')} />
        <Tool label={tb.quote} icon={<Quote className={icon} aria-hidden />} onClick={() => lines('quote')} />
        <Tool label={tb.table} icon={<Table className={icon} aria-hidden />} onClick={() => apply((s) => insertBlock(s, tb.tableTemplate))} />
        <span aria-hidden className="mx-1 h-5 w-px bg-slate-300" />
        <button
          type="button"
          aria-expanded={pictures !== undefined}
          aria-controls={panelId}
          onClick={() => setPictures((open) => (open ? undefined : 'library'))}
          className="inline-flex h-8 items-center gap-1.5 rounded px-2 text-sm text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          <ImagePlus className={icon} aria-hidden />
          {tb.picture}
        </button>
        <button
          type="button"
          aria-expanded={tools}
          aria-controls={toolsId}
          onClick={() => setTools((open) => !open)}
          className="inline-flex h-8 items-center gap-1.5 rounded px-2 text-sm text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          <Calculator className={icon} aria-hidden />
          {tb.toolLink}
        </button>
      </div>
      <div id={toolsId}>
        {tools && (
          <div
            className="space-y-2 border border-b-0 border-slate-300 bg-white p-3"
            onKeyDown={(event) => {
              if (event.key === 'Escape') setTools(false)
            }}
          >
            <p className="text-sm text-slate-700">{tb.toolLinkHint}</p>
            <ul className="flex flex-wrap gap-2">
              {(Object.keys(TOOL_PAGES) as ToolId[]).map((tool) => (
                <li key={tool}>
                  <Button variant="outline" size="sm" onClick={() => insertTool(tool)}>
                    {tb.tools[tool]}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div id={panelId}>
        {pictures && (
          <div className="space-y-3 border border-b-0 border-slate-300 bg-white p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-700">{tb.pictureHint}</p>
              <Button variant="outline" size="sm" aria-pressed={pictures === 'upload'} onClick={() => setPictures(pictures === 'upload' ? 'library' : 'upload')}>
                <Upload className={icon} aria-hidden />
                {tb.upload}
              </Button>
            </div>
            {pictures === 'library' ? (
              <LibraryPictures onChoose={insertPicture} />
            ) : (
              <PictureUploadForm nested onUploaded={(item) => insertPicture(item)} />
            )}
          </div>
        )}
      </div>
      <textarea
        rows={rows}
        className={inputClass(invalid, 'rounded-t-none leading-relaxed')}
        {...aria}
        {...registered}
        ref={(element) => {
          registered.ref(element)
          textarea.current = element
        }}
        onKeyDown={onKeyDown}
      />
    </div>
  )
}
