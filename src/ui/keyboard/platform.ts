/** Apple keyboards have ⌘ where others have Ctrl: tinykeys' $mod follows the same test. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent)
}
