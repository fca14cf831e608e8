import { useEffect, useRef, useState } from 'react'

/** Finds the options for a text; it must reject (or stop) once the signal aborts. */
export type OptionSearch<T> = (text: string, signal: AbortSignal) => Promise<T[]>

interface Answer<T> {
  /** The text these options answer. */
  text: string
  items: T[]
  /** Set when the search failed (not when it was cancelled). */
  failure: { reason: unknown } | null
}

const NOTHING: Answer<never> = { text: '', items: [], failure: null }

function isAbortError(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'AbortError'
}

/**
 * The answer to the latest text only, searched again when `source` (what the options are searched
 * in) changes. Searching waits for a pause in typing; a newer text aborts the
 * older search at once; an answer that arrives after that (for instance one already on its way while
 * it was being cached) is dropped, so a late answer never replaces a newer one.
 */
export function useOptionSearch<T>(search: OptionSearch<T>, debounceMs: number, source?: unknown) {
  const [text, setText] = useState<string | null>(null)
  const [answer, setAnswer] = useState<Answer<T>>(NOTHING)
  // The caller's function may be a new one on every render; only a new text starts a search.
  const latestSearch = useRef(search)
  useEffect(() => {
    latestSearch.current = search
  }, [search])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source searches the text again (the options arrived after the user began typing)
  useEffect(() => {
    if (text === null) return
    if (text.trim() === '') {
      setAnswer(NOTHING)
      return
    }
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      latestSearch.current(text, controller.signal).then(
        (items) => {
          if (controller.signal.aborted) return
          setAnswer({ text, items, failure: null })
        },
        (reason: unknown) => {
          if (controller.signal.aborted || isAbortError(reason)) return
          setAnswer({ text, items: [], failure: { reason } })
        },
      )
    }, debounceMs)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [text, debounceMs, source])

  return {
    answer,
    /** A search is under way or about to start (the pause in typing is running). */
    searching: text !== null && text.trim() !== '' && text !== answer.text,
    /** Searches this text after the pause (blank text clears the options). */
    searchFor: setText,
    /** Stops searching (an option was chosen); the last options stay for the closed list. */
    stop: () => setText(null),
  }
}
