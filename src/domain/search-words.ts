/**
 * Every whitespace-separated word of the search appears somewhere in the label, ignoring case,
 * in any order: 'zürich muster' finds 'Muster AG, …, 8001 Zürich'. An empty search matches all.
 */
export function matchesAllWords(label: string, search: string): boolean {
  const haystack = label.toLocaleLowerCase('de-CH')
  return search
    .toLocaleLowerCase('de-CH')
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word))
}
