/**
 * Which characters a text holds, as bits of one number: a cheap first test for a filter that looks
 * for typed text inside many rows' texts (issue 25, item 3). A row whose mask lacks a bit of the
 * typed text's mask cannot contain it, and is passed over without reading its strings.
 *
 * Bits 0–25 stand for the letters a–z alone, so for one typed letter the mask answers exactly;
 * every other character shares one of bits 26–30 with others (a prefilter only). Bit 31 is left
 * unused, so masks stay positive small integers.
 */
export function charMask(text: string): number {
  let mask = 0
  for (let at = 0; at < text.length; at++) mask |= charBit(text.charCodeAt(at))
  return mask
}

/** The mask of several texts at once, as one row's senders or receivers. */
export function charMaskOf(texts: readonly string[]): number {
  let mask = 0
  for (const text of texts) mask |= charMask(text)
  return mask
}

const A = 97
const Z = 122

function charBit(code: number): number {
  if (code >= A && code <= Z) return 1 << (code - A)
  return 1 << (26 + (code % 5))
}

/**
 * A test of one row's mask for `typed` (folded already): false when the row cannot contain it;
 * `exact` when a true answer needs no further look (one letter a–z).
 */
export function maskTest(typed: string): { need: number; exact: boolean } {
  const code = typed.charCodeAt(0)
  return { need: charMask(typed), exact: typed.length === 1 && code >= A && code <= Z }
}
