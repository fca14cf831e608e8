// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ColumnMapping } from '#domain/address-import/contract'
import { MappingStep } from './mapping-step'
import { fakeImportApi, renderImport, SHEET } from './testing/fake-import-api'

const PROPOSED: ColumnMapping = ['company', 'street', 'zip', 'location', 'phone']

async function open(initial: ColumnMapping = PROPOSED, remembered = false) {
  const onConfirm = vi.fn()
  const onBack = vi.fn()
  await renderImport(
    <MappingStep
      sheet={SHEET}
      fileName="kunden.csv"
      initial={initial}
      remembered={remembered}
      onConfirm={onConfirm}
      onBack={onBack}
    />,
    fakeImportApi(),
  )
  return { onConfirm, onBack }
}

const select = (header: string) => screen.getByLabelText(header) as HTMLSelectElement

describe('MappingStep', () => {
  it('shows each header with its proposed field and the first cells as samples', async () => {
    await open()
    expect(
      screen.getByText(
        'kunden.csv: 2 rows. Choose the field each column fills; a column you do not need can be ignored.',
      ),
    ).toBeTruthy()
    expect(select('Firma').value).toBe('company')
    expect(select('PLZ').value).toBe('zip')
    expect(select('Telefon').value).toBe('phone')
    expect(select('Firma').getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('Muster AG · Beispiel GmbH')).toBeTruthy()
  })

  it('never lets two columns fill the same field: the column that had it is ignored', async () => {
    const { onConfirm } = await open()
    fireEvent.change(select('Telefon'), { target: { value: 'street' } })
    expect(select('Telefon').value).toBe('street')
    expect(select('Strasse').value).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }))
    expect(onConfirm).toHaveBeenCalledWith(['company', null, 'zip', 'location', 'street'])
  })

  it('lets a column be ignored, and asks for at least one field before checking', async () => {
    const { onConfirm } = await open(['company', null, null, null, null])
    fireEvent.change(select('Firma'), { target: { value: '' } })
    expect(screen.getByText('Choose a field for at least one column.')).toBeTruthy()
    const check = screen.getByRole('button', { name: 'Check the rows' }) as HTMLButtonElement
    expect(check.disabled).toBe(true)
    fireEvent.click(check)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('says when the mapping is the one confirmed last time for these headers', async () => {
    await open(PROPOSED, true)
    expect(
      screen.getByText('The columns are matched as you confirmed them last time for files like this one.'),
    ).toBeTruthy()
  })

  it('takes the focus to its heading and goes back to the file on request', async () => {
    const { onBack } = await open()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Match the columns' }))
    fireEvent.click(screen.getByRole('button', { name: 'Choose another file' }))
    expect(onBack).toHaveBeenCalled()
  })
})
