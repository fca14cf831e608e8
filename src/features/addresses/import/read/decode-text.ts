import type { ParsedSheet } from '#domain/address-import/contract'
import { utf16Pattern } from './sniff-content'

export type TextEncoding = NonNullable<ParsedSheet['encoding']>

export interface DecodedText {
  text: string
  encoding: TextEncoding
}

/**
 * The text of a CSV as Swiss offices save it: a byte-order mark says UTF-8 or UTF-16 outright;
 * Excel's "Unicode text" is UTF-16 LE, sometimes without one (then its NUL pattern tells); bytes
 * that are not valid UTF-8 are the Windows-1252 of Excel's plain "CSV". Valid UTF-8 is taken as
 * UTF-8: Windows-1252 text with umlauts is almost never valid UTF-8 by chance.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return decodeAs(bytes.subarray(3), 'utf-8')
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeAs(bytes.subarray(2), 'utf-16le')
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeAs(bytes.subarray(2), 'utf-16be')
  const utf16 = utf16Pattern(bytes)
  if (utf16) return decodeAs(bytes, utf16)
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes),
      encoding: 'utf-8',
    }
  } catch {
    return decodeAs(bytes, 'windows-1252')
  }
}

function decodeAs(bytes: Uint8Array, encoding: TextEncoding): DecodedText {
  if (encoding === 'windows-1252') return { text: decodeWindows1252(bytes), encoding }
  // ignoreBOM: the mark was looked at above; a second one is a character the cell cleaning drops.
  return { text: new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes), encoding }
}

/**
 * 0x80 to 0x9F, the bytes where Windows-1252 differs from Latin-1 (€, Œ, „, “ …); the five it leaves
 * undefined stay C1 controls, as the WHATWG table has them. Decoded here because Node's TextDecoder
 * reads the 'windows-1252' label as Latin-1 (browsers do not): one decoding everywhere.
 */
const HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
]

function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = []
  const units = new Uint16Array(8192)
  for (let start = 0; start < bytes.length; start += units.length) {
    const end = Math.min(bytes.length, start + units.length)
    for (let index = start; index < end; index++) {
      const byte = bytes[index] ?? 0
      units[index - start] = byte >= 0x80 && byte < 0xa0 ? (HIGH[byte - 0x80] ?? byte) : byte
    }
    parts.push(String.fromCharCode(...units.subarray(0, end - start)))
  }
  return parts.join('')
}
