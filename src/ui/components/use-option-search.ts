import { useEffect, useMemo, useRef, useState } from 'react'

/** Finds the options for a text; it must reject (or stop) once the signal aborts. */
export type OptionSearch<T> = (text: string, signal: AbortSignal) => Promise<T[]>

/**
 * Finds the options for a text at once, from what the page holds (the replica's address book): the
 * options are then worked out in the keystroke's own render, not in a task after it.
 */
export type ImmediateOptionSearch<T> = (text: string) => T[]

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
export function useOptionSearch<T>(
  search: OptionSearch<T>,
  debounceMs: number,
  source?: unknown,
  searchNow?: ImmediateOptionSearch<T>,
) {
  const immediate = searchNow !== undefined
  // Only a new text or source searches again, not a new function of the caller's.
  const latestNow = useRef(searchNow)
  latestNow.current = searchNow
  const [text, setText] = useState<string | null>(null)
  const [waited, setAnswer] = useState<Answer<T>>(NOTHING)
  // An immediate search answers in the render; after stop() its last options stay, as they do here.
  const lastImmediate = useRef<Answer<T>>(NOTHING)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source searches the text again
  const answeredNow = useMemo(() => {
    if (!immediate) return null
    if (text === null) return lastImmediate.current
    if (text.trim() === '') return NOTHING
    return { text, items: latestNow.current?.(text) ?? [], failure: null }
  }, [immediate, text, source])
  useEffect(() => {
    if (answeredNow) lastImmediate.current = answeredNow
  }, [answeredNow])
  const answer = answeredNow ?? waited
  // The caller's function may be a new one on every render; only a new text starts a search.
  const latestSearch = useRef(search)
  useEffect(() => {
    latestSearch.current = search
  }, [search])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source searches the text again (the options arrived after the user began typing)
  useEffect(() => {
    if (text === null || immediate) return
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
  }, [text, debounceMs, source, immediate])

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
