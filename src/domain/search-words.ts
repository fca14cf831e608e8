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

const UMLAUT_PAIRS = /([aou])e/g
const MARKS = /\p{M}/gu
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
/** Once folded, what is not ASCII is a letter (ø, ł): everything else is a space already. */
const NON_WORD = /[^a-z0-9\u0080-\uffff]+/
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, not a control character
const ASCII = /^[\u0000-\u007f]*$/
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, not a control character
const NON_ASCII = /[^\u0000-\u007f]/g
/**
 * Each character's folding, worked out once: 'ü' → 'u', '·' or '→' → ' '. The index folds 60,000
 * texts when it is built, and a Unicode-aware split of them all would take several times longer.
 */
const PLAIN_LETTERS = new Map<string, string>([['ß', 'ss']])

function plainLetter(character: string): string {
  let plain = PLAIN_LETTERS.get(character)
  if (plain === undefined) {
    plain = LETTER_OR_DIGIT.test(character) ? character.normalize('NFD').replace(MARKS, '') : ' '
    PLAIN_LETTERS.set(character, plain)
  }
  return plain
}

/**
 * Text as the palette compares it: lower case, accents dropped, and the Swiss spellings of an
 * umlaut made one: 'Zürich', 'Zuerich' and 'Zurich' all read 'zurich', so a desk without umlaut
 * keys finds what it types either way. Folding both the search and the text keeps a prefix of the
 * one a prefix of the other ('zue' → 'zu'). ß is written ss in Switzerland. Signs and punctuation
 * beyond ASCII become spaces.
 */
export function foldSearchText(text: string): string {
  const lower = text.toLowerCase()
  // Most texts are ASCII: the Unicode decomposition is the slow step, skipped for them.
  const plain = ASCII.test(lower) ? lower : lower.replace(NON_ASCII, plainLetter)
  return plain.replace(UMLAUT_PAIRS, '$1')
}

/** The folded words of a text: letters and digits, split at everything else ('VK-1042' → vk, 1042). */
export function searchWordsOf(text: string): string[] {
  return foldSearchText(text)
    .split(NON_WORD)
    .filter((word) => word !== '')
}
