import type { PaletteEntry } from './palette-entry'

/** Typed text that may be a tracking number: a digit in it, and no spaces ('VK-100234', '100234'). */
export function trackingNumberIn(query: string): string | null {
  const typed = query.trim()
  return typed.length >= 3 && /\d/.test(typed) && !/\s/.test(typed) ? typed : null
}

const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/**
 * The results with "Track …" among them: first, or second when the first is the shipment of that
 * very number (opening it is then what the user most likely wants, and tracking it is next).
 */
export function withTrackEntry(
  results: readonly PaletteEntry[],
  typedNumber: string,
  track: PaletteEntry,
): PaletteEntry[] {
  const first = results[0]
  const typed = compact(typedNumber)
  // A shipment's title starts with its number; 'VK-100234' is also typed as '100234'.
  const shown = first?.kind === 'shipment' ? compact(first.title.split(' · ')[0] ?? '') : ''
  const exact = shown !== '' && (shown === typed || shown.replace(/^\D+/, '') === typed)
  const rest = results.filter((entry) => entry.id !== track.id)
  return exact ? [rest[0] as PaletteEntry, track, ...rest.slice(1)] : [track, ...rest]
}
