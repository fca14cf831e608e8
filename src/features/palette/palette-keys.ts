/** Apple keyboards have ⌘ where others have Ctrl: the key cap and the chord follow the device. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent)
}

/**
 * Ctrl+K, or ⌘K on a Mac: a modifier chord, so it opens the palette from a field too (as in Linear
 * or GitHub); Shift or Alt with it are someone else's shortcut.
 */
export function isPaletteChord(event: KeyboardEvent, apple = isApplePlatform()): boolean {
  const modifier = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
  return modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
}
