import { describe, expect, it } from 'vitest'
import { inputForChoice } from './apply-choice'
import { checkRows } from './check-rows'
import { aBookAddress, contextWith, MAPPING, MUSTER, sheetOf } from './testing/check-context'

const [inBook, inFile] = checkRows(
  sheetOf(MUSTER, MUSTER),
  MAPPING,
  contextWith({ book: [aBookAddress({ id: 42 })] }),
)
if (!inBook || !inFile) throw new Error('no rows')

describe('inputForChoice', () => {
  it('skips a duplicate: no save', () => {
    expect(inputForChoice(inBook, 'skip')).toBeNull()
  })

  it('imports a duplicate anyway as a new address', () => {
    expect(inputForChoice(inBook, 'import')).toEqual({ ...inBook.input, id: null })
    expect(inputForChoice(inFile, 'import')?.id).toBeNull()
  })

  it("updates the address book's address it matches: the row's save with that address's id", () => {
    expect(inputForChoice(inBook, 'update')).toEqual({ ...inBook.input, id: 42 })
  })

  it('has no update for a repeat within the file, and no save for a row with errors', () => {
    expect(inputForChoice(inFile, 'update')).toBeNull()
    const [broken] = checkRows(sheetOf({ ...MUSTER, Telefon: '12' }), MAPPING, contextWith())
    if (!broken) throw new Error('no row')
    expect(inputForChoice(broken, 'import')).toBeNull()
  })
})
