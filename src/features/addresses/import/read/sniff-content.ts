/**
 * What a file really is, from its bytes: a name says what the user hopes, the content says what
 * the parser will meet. A `.csv` that is a zip, a PDF or a picture, or an `.xlsx` that is not a
 * zip with a workbook, is refused before any parser sees it.
 */
export type ContentKind = 'xlsx' | 'zip' | 'pdf' | 'image' | 'ole' | 'binary' | 'text'

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

const ZIP = [0x50, 0x4b, 0x03, 0x04]
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06]
const PDF = ascii('%PDF')
// Compound File Binary: the old .xls and password-protected Office files.
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const IMAGES = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  ascii('GIF8'),
  ascii('BM'),
  [0x49, 0x49, 0x2a, 0x00],
  [0x4d, 0x4d, 0x00, 0x2a],
]
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')

/** How far into the file the text checks look: enough to see a pattern, cheap on 5 MB. */
const SAMPLE = 8192

export function sniffContent(bytes: Uint8Array): ContentKind {
  if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP)) {
    return zipEntries(bytes).some((entry) => entry.name === 'xl/workbook.xml') ? 'xlsx' : 'zip'
  }
  if (startsWith(bytes, PDF)) return 'pdf'
  if (startsWith(bytes, OLE)) return 'ole'
  if (IMAGES.some((signature) => startsWith(bytes, signature))) return 'image'
  if (startsWith(bytes, RIFF) && startsWith(bytes.subarray(8), WEBP)) return 'image'
  return looksLikeText(bytes) ? 'text' : 'binary'
}

/** UTF-16 without a BOM: ASCII text in it has a zero in every other byte (odd ones in LE). */
export function utf16Pattern(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(bytes.length, SAMPLE) & ~1
  if (length < 4) return null
  let evenZeros = 0
  let oddZeros = 0
  for (let index = 0; index < length; index += 2) {
    if (bytes[index] === 0) evenZeros++
    if (bytes[index + 1] === 0) oddZeros++
  }
  const pairs = length / 2
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le'
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be'
  return null
}

const hasUtf16Bom = (bytes: Uint8Array) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)

/**
 * Text has few control characters (NUL included: outside UTF-16 it is one); a hostile cell may
 * carry some, which the reader strips later, while a binary file carries them everywhere.
 */
function looksLikeText(bytes: Uint8Array): boolean {
  if (hasUtf16Bom(bytes) || utf16Pattern(bytes)) return true
  const length = Math.min(bytes.length, SAMPLE)
  let controls = 0
  for (let index = 0; index < length; index++) {
    const byte = bytes[index] ?? 0
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) controls++
  }
  return controls <= length * 0.05
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50

export interface ZipEntry {
  name: string
  /** The size the directory declares once inflated: a 5 MB zip bomb declares gigabytes. */
  inflatedBytes: number
}

/**
 * The entries a zip lists in its central directory (at its end, after an optional comment of up
 * to 64 KB). A damaged directory lists nothing, so the file is not taken for a workbook.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  let end = -1
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) {
      end = offset
      break
    }
  }
  if (end < 0) return []
  const count = view.getUint16(end + 10, true)
  let offset = view.getUint32(end + 16, true)
  const entries: ZipEntry[] = []
  const decoder = new TextDecoder()
  for (let entry = 0; entry < count; entry++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return entries
    const nameLength = view.getUint16(offset + 28, true)
    const extraLength = view.getUint16(offset + 30, true)
    const commentLength = view.getUint16(offset + 32, true)
    entries.push({
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      inflatedBytes: view.getUint32(offset + 24, true),
    })
    offset += 46 + nameLength + extraLength + commentLength
  }
  return entries
}
