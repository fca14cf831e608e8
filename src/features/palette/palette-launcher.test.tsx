// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '#db/instance'
import { getPaletteUsage } from '#db/queries/palette-usage'
import {
  anAddress,
  anAddressRow,
  aShipment,
  aShipmentRow,
  aStandingOrder,
  aStandingOrderRow,
} from '#testing/factories'
import { renderWithRouter } from '#testing/render'
import { pressEscape } from '#testing/user-events'
import type { PaletteCommands } from './palette-commands'
import { PaletteLauncher } from './palette-launcher'

const ACCOUNT = 'customer'

beforeAll(async () => {
  // The dialog arrives on demand: imported once here, so the first test does not wait for it.
  await import('./palette-dialog')
})

beforeEach(async () => {
  await db.shipments.clear()
  await db.standingOrders.clear()
  await db.meta.clear()
  await db.addressRows.wipe(ACCOUNT, null)
  await db.addressRows.bulkPut([
    anAddressRow(
      ACCOUNT,
      anAddress({
        id: 1,
        name: 'Bäckerei Müller AG',
        street: 'Seestrasse 4',
        zip: '8001',
        location: 'Zürich',
      }),
    ),
    anAddressRow(
      ACCOUNT,
      anAddress({ id: 2, name: 'Keller Druck GmbH', street: 'Marktgasse 1', zip: '3011', location: 'Bern' }),
    ),
  ])
  await db.shipments.bulkPut([
    aShipmentRow(ACCOUNT, aShipment({ key: 41, externalNumber: 'VK-100041', reference: 'PO-77' }), {
      list: 'archive',
    }),
    aShipmentRow(ACCOUNT, aShipment({ key: 42, externalNumber: 'VK-100042', reference: '' })),
  ])
  await db.standingOrders.put(
    aStandingOrderRow(ACCOUNT, aStandingOrder({ key: 5, number: 'DA-00005', customerName: 'Tägliche Tour' })),
  )
})

function commandsSpy(): PaletteCommands {
  return { track: vi.fn(), setLocale: vi.fn(), logOut: vi.fn() }
}

async function renderPalette(commands = commandsSpy(), locale: 'de' | 'en' = 'en') {
  const rendered = await renderWithRouter(
    <>
      <label>
        Note
        <input name="note" />
      </label>
      <PaletteLauncher commands={commands} />
    </>,
    { locale, context: { services: { account: () => ACCOUNT } } },
  )
  return { ...rendered, commands }
}

async function pressCtrlK(target: Element) {
  await act(async () => {
    fireEvent.keyDown(target, { key: 'k', ctrlKey: true })
  })
}

/** Typing forward, as a browser reports it: React Aria makes the first result active only then. */
async function type(text: string) {
  const input = screen.getByRole('combobox')
  await act(async () => {
    fireEvent(input, new InputEvent('beforeinput', { inputType: 'insertText', data: text, bubbles: true }))
    fireEvent.change(input, { target: { value: text } })
  })
}

/** A deletion: React Aria then leaves no result active, and Enter still runs the first. */
async function deleteTo(text: string) {
  const input = screen.getByRole('combobox')
  await act(async () => {
    fireEvent(input, new InputEvent('beforeinput', { inputType: 'deleteContentBackward', bubbles: true }))
    fireEvent.change(input, { target: { value: text } })
  })
}

async function press(key: string) {
  const input = screen.getByRole('combobox')
  await act(async () => {
    fireEvent.keyDown(input, { key })
    fireEvent.keyUp(input, { key })
  })
}

const options = () => within(screen.getByRole('listbox')).queryAllByRole('option')
const active = () => options().find((option) => option.getAttribute('aria-selected') === 'true')

describe('the command palette', () => {
  it('opens with Ctrl+K from a field, finds an address by words in any order, and Enter opens it', async () => {
    const { router, commands } = await renderPalette()
    const field = screen.getByRole('textbox', { name: 'Note' })
    field.focus()
    await pressCtrlK(field)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('combobox')).toHaveProperty(
      'ownerDocument.activeElement',
      screen.getByRole('combobox'),
    )

    await type('zuerich mull')
    await waitFor(() =>
      expect(options().map((option) => option.textContent)).toEqual([
        expect.stringContaining('Bäckerei Müller AG'),
      ]),
    )
    expect(options()[0]?.textContent).toContain('Address')
    await waitFor(() => expect(active()?.textContent).toContain('Bäckerei Müller AG'))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 result'))
    await type('zuerich mullx')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0 results'))
    expect(screen.getByRole('dialog').textContent).toContain('No results.')
    expect(screen.getByRole('combobox').hasAttribute('aria-activedescendant')).toBe(false)
    // Back to a match by deleting: the first result is active again, and Enter runs it.
    await deleteTo('zuerich mull')
    await waitFor(() => expect(options()).toHaveLength(1))
    expect(active()?.textContent).toContain('Bäckerei Müller AG')

    await press('Enter')
    await waitFor(() => expect(router.state.location.pathname).toBe('/address-book/1/edit'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(commands.track).not.toHaveBeenCalled()
    await waitFor(async () => expect((await getPaletteUsage(ACCOUNT)).get('address:1')?.count).toBe(1))
  })

  it('moves with the arrows and runs the chosen result: a screen, with its kind and shortcut shown', async () => {
    const { router } = await renderPalette()
    await act(async () => screen.getByTestId('palette-button').click())
    await screen.findByRole('dialog')
    await type('arch')
    await waitFor(() => expect(active()?.textContent).toContain('Archive'))
    expect(active()?.textContent).toContain('Screen')
    expect(active()?.textContent).toContain('g r')
    await press('Enter')
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive'))

    await pressCtrlK(document.body)
    await screen.findByRole('dialog')
    await type('new')
    await waitFor(() => expect(options().length).toBeGreaterThanOrEqual(3))
    const [first, second] = options()
    expect(active()).toBe(first)
    await press('ArrowDown')
    expect(active()).toBe(second)
    // The field keeps the focus and names the active option for a screen reader.
    expect(screen.getByRole('combobox').getAttribute('aria-activedescendant')).toBe(second?.id)
    expect(document.activeElement).toBe(screen.getByRole('combobox'))
    await press('ArrowUp')
    await press('ArrowUp')
    expect(active()).toBe(options().at(-1))
    await press('ArrowDown')
    expect(active()).toBe(first)
  })

  it('runs a result clicked with the mouse', async () => {
    const { router } = await renderPalette()
    await act(async () => screen.getByTestId('palette-button').click())
    await screen.findByRole('dialog')
    await type('arch')
    await waitFor(() => expect(active()?.textContent).toContain('Archive'))
    const archive = options()[0]
    if (!archive) throw new Error('no result')
    await act(async () => archive.click())
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens an archived shipment by its number, and offers to track the number typed', async () => {
    const { router, commands } = await renderPalette()
    await pressCtrlK(document.body)
    await screen.findByRole('dialog')
    await type('100041')
    await waitFor(() => expect(options()[0]?.textContent).toContain('VK-100041'))
    expect(options()[1]?.textContent).toContain('Track 100041')
    await press('Enter')
    await waitFor(() => expect(router.state.location.href).toBe('/archive?open=41'))

    await pressCtrlK(document.body)
    await screen.findByRole('dialog')
    await type('VK-999999')
    await waitFor(() => expect(active()?.textContent).toContain('Track VK-999999'))
    await press('Enter')
    expect(commands.track).toHaveBeenCalledWith('VK-999999')
  })

  it('closes on Escape and gives the focus back to the field it was opened from', async () => {
    await renderPalette()
    const field = screen.getByRole('textbox', { name: 'Note' })
    field.focus()
    await pressCtrlK(field)
    await screen.findByRole('dialog')
    await type('tour')
    await waitFor(() => expect(active()?.textContent).toContain('Tägliche Tour'))
    await pressEscape(screen.getByRole('combobox'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(field)

    // The phone's sheet has a Close button (there is no Escape key there).
    await pressCtrlK(field)
    const dialog = await screen.findByRole('dialog')
    await act(async () => within(dialog).getByRole('button', { name: 'Close' }).click())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(field)
  })

  it('switches the language and logs out through the commands it was given, and speaks German', async () => {
    const { commands } = await renderPalette(commandsSpy(), 'de')
    expect(screen.getByTestId('palette-button').textContent).toContain('Strg+k')
    await pressCtrlK(document.body)
    await screen.findByRole('dialog')
    await type('langue')
    await waitFor(() => expect(options()).toHaveLength(3))
    await type('franç')
    await press('Enter')
    expect(commands.setLocale).toHaveBeenCalledWith('fr')
    await pressCtrlK(document.body)
    await screen.findByRole('dialog')
    await type('abmelden')
    await waitFor(() => expect(active()?.textContent).toContain('Abmelden'))
    await press('Enter')
    expect(commands.logOut).toHaveBeenCalledOnce()
  })
})
