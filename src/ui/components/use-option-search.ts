import { useEffect, useRef, useState } from 'react'

/**
 * Finds the options for a text; it must reject (or stop) once the signal aborts. A search over data
 * in memory may answer at once (an array, not a promise): without a pause in typing, its answer
 * then comes with the keystroke's own render.
 */
export type OptionSearch<T> = (text: string, signal: AbortSignal) => Promise<T[]> | T[]

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
  /**
   * The search the keystroke's handler started (no pause in typing): answered at once, or its
   * promise, which the effect then waits on instead of searching the same text a second time.
   */
  const started = useRef<{
    text: string
    source: unknown
    controller: AbortController
    pending: Promise<T[]> | null
  } | null>(null)

  // A new source searches the text again (the options arrived after the user began typing).
  useEffect(() => {
    const early = started.current
    started.current = null
    const mine = early && early.text === text && early.source === source ? early : null
    if (early && !mine) early.controller.abort()
    // Blank text: its handler already cleared the options.
    if (text === null || text.trim() === '') return
    if (mine && mine.pending === null) return
    const controller = mine?.controller ?? new AbortController()
    const timer = window.setTimeout(() => {
      Promise.resolve()
        .then(() => mine?.pending ?? latestSearch.current(text, controller.signal))
        .then(
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

  /** Without a pause, the search starts in the handler: one that answers at once (an array) sets its answer with the text. */
  const searchFor = (next: string) => {
    started.current?.controller.abort()
    started.current = null
    // Blank text clears the options with the keystroke's own render: left to the effect, the
    // clearing render would come a task (and often a painted frame) later.
    if (next.trim() === '') setAnswer(NOTHING)
    else if (debounceMs === 0) {
      const controller = new AbortController()
      let pending: Promise<T[]> | null = null
      try {
        const found = latestSearch.current(next, controller.signal)
        if (Array.isArray(found)) setAnswer({ text: next, items: found, failure: null })
        else {
          pending = found
          // Its failure is told by the effect that waits on it; never an unhandled rejection.
          found.catch(() => undefined)
        }
      } catch (reason) {
        setAnswer({ text: next, items: [], failure: { reason } })
      }
      started.current = { text: next, source, controller, pending }
    }
    setText(next)
  }

  return {
    answer,
    /** A search is under way or about to start (the pause in typing is running). */
    searching: text !== null && text.trim() !== '' && text !== answer.text,
    /** Searches this text after the pause (blank text clears the options). */
    searchFor,
    /** Stops searching (an option was chosen); the last options stay for the closed list. */
    stop: () => setText(null),
  }
}
