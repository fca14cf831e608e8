import { describe, expect, it } from 'vitest'
import { decodeText } from './decode-text'

const SAMPLE =
  'Firma;Strasse;Ort\r\nBäckerei Grünig AG;Löwenstrasse 3;Zürich\r\nCafé Bär;Rue du Rhône 1;Genève\r\n'

function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const units = bom ? `\ufeff${text}` : text
  const bytes = new Uint8Array(units.length * 2)
  const view = new DataView(bytes.buffer)
  for (let index = 0; index < units.length; index++)
    view.setUint16(index * 2, units.charCodeAt(index), littleEndian)
  return bytes
}

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))
const utf8 = (text: string) => new TextEncoder().encode(text)

describe('decodeText', () => {
  it.each([
    ['UTF-8 without a byte-order mark', utf8(SAMPLE), 'utf-8'],
    ['UTF-8 with a byte-order mark', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(SAMPLE)]), 'utf-8'],
    ['UTF-16 LE with a byte-order mark', utf16(SAMPLE, true, true), 'utf-16le'],
    ['UTF-16 BE with a byte-order mark', utf16(SAMPLE, false, true), 'utf-16be'],
    ['UTF-16 LE without a byte-order mark', utf16(SAMPLE, true, false), 'utf-16le'],
    ['UTF-16 BE without a byte-order mark', utf16(SAMPLE, false, false), 'utf-16be'],
    ['Windows-1252 (bytes that are not UTF-8)', latin1(SAMPLE), 'windows-1252'],
  ] as const)('reads %s with its umlauts and accents, the mark not in the text', (_, bytes, encoding) => {
    expect(decodeText(bytes)).toEqual({ text: SAMPLE, encoding })
  })

  it('reads the Windows-1252 letters that differ from Latin-1 (€, Œ, „ “)', () => {
    const bytes = new Uint8Array([0x80, 0x20, 0x8c, 0x75, 0x76, 0x72, 0x65, 0x20, 0x84, 0x6a, 0x61, 0x93])
    expect(decodeText(bytes)).toEqual({ text: '€ Œuvre „ja“', encoding: 'windows-1252' })
  })

  it('takes plain ASCII for UTF-8', () => {
    expect(decodeText(utf8('Company,City\nAlpine Ltd,Basel\n')).encoding).toBe('utf-8')
  })
})
