import { Search } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { useText } from '@/i18n/language-provider'

import { consoleText } from '../console-text'
import { inputClass } from './field'

/**
 * A search field that applies on Enter or the button (not on every key: each search is a
 * request). Callers key it by `value`, so Back to another search shows that search's text.
 */
export function SearchBox({ value, label, onSearch }: { value: string; label: string; onSearch: (q: string) => void }) {
  const t = useText(consoleText)
  const id = useId()
  const [text, setText] = useState(value)
  return (
    <form
      role="search"
      // Named, so two search boxes on a screen (the inbox's words and source) are told apart.
      aria-label={label}
      className="flex min-w-0 flex-1 gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text.trim())
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={label}
        onChange={(event) => setText(event.target.value)}
        className={inputClass(false, 'min-w-0 flex-1')}
      />
      <Button type="submit" variant="primary" size="md">
        <Search className="h-4 w-4" aria-hidden />
        {t.search}
      </Button>
    </form>
  )
}
