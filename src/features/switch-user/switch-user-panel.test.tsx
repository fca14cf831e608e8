// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import type { SwitchableUser } from '#domain/entities/switchable-user'
import { translation } from '#testing/catalog'
import { giveElementsASize } from '#testing/element-size'
import { failingWith } from '#testing/failing-with'
import { renderWithI18n } from '#testing/render'
import { NotSwitchableError } from './not-switchable-error'
import { SwitchUserPanel, type SwitchUserPanelProps } from './switch-user-panel'

const USERS: SwitchableUser[] = ['customer', 'filiale-bern', 'filiale-lugano'].map((username) => ({
  username,
}))
const matching = async (text: string) => USERS.filter((user) => user.username.includes(text))
const offline = new ApiError({ kind: 'offline', message: 'no network' })

/** The language the panel was last rendered in; the helpers find its controls by that language's names. */
let shownIn: 'en' | 'de' = 'en'
const label = (message: string) => (shownIn === 'en' ? message : translation(shownIn, message))

async function renderPanel(props: Partial<SwitchUserPanelProps> = {}, locale: 'en' | 'de' = 'en') {
  const all: SwitchUserPanelProps = {
    switchedTo: null,
    searchUsers: vi.fn(matching),
    onSwitch: vi.fn(async () => undefined),
    onEnd: vi.fn(async () => undefined),
    ...props,
  }
  shownIn = locale
  await renderWithI18n(<SwitchUserPanel {...all} />, locale)
  return all
}

const input = () => screen.getByRole('combobox', { name: label('User') }) as HTMLInputElement

async function type(value: string) {
  await act(async () => {
    fireEvent.change(input(), { target: { value } })
  })
}

async function pick(name: string) {
  const option = await screen.findByRole('option', { name })
  await act(async () => {
    fireEvent.click(option)
  })
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label(name) }))
  })
}

/** Searches, picks 'customer' and presses Switch user. */
async function switchToCustomer() {
  await type('cust')
  await pick('customer')
  await click('Switch user')
}

let restoreSize: (() => void) | undefined
afterEach(() => {
  restoreSize?.()
  restoreSize = undefined
})

describe('the switch-user panel, not switched', () => {
  it('searches the switchable users as the user types, and switches to the one picked (SWITCH-002, SWITCH-004)', async () => {
    // The option list is virtualised: it renders rows only in a list box with a size.
    restoreSize = giveElementsASize(400, 300)
    const props = await renderPanel()
    expect(screen.queryByRole('heading')).toBeNull()
    await type('filiale')
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(2))
    expect(props.searchUsers).toHaveBeenLastCalledWith('filiale', expect.any(AbortSignal))
    await pick('filiale-bern')
    expect(input().value).toBe('filiale-bern')
    await click('Switch user')
    expect(props.onSwitch).toHaveBeenCalledWith('filiale-bern')
  })

  it('requires a selection before switching (SWITCH-003)', async () => {
    const props = await renderPanel()
    expect(input().required || input().getAttribute('aria-required') === 'true').toBe(true)
    await click('Switch user')
    expect(screen.getByText('Please select a user.')).toBeTruthy()
    expect(props.onSwitch).not.toHaveBeenCalled()
  })

  it("says 'Please check your search request' when the search fails (SWITCH-013)", async () => {
    await renderPanel({
      searchUsers: failingWith(new ApiError({ kind: 'http', status: 500, message: 'down' })),
    })
    await type('cust')
    expect(await screen.findByText('Please check your search request')).toBeTruthy()
  })

  it('offline, the search says it needs the network', async () => {
    await renderPanel({ searchUsers: failingWith(offline) })
    await type('cust')
    expect(await screen.findByText('You are offline. Searching users needs the network.')).toBeTruthy()
  })

  it('a user the server does not list is refused with a clear message, and the button works again', async () => {
    restoreSize = giveElementsASize(400, 300)
    const onSwitch = vi.fn(async (username: string) => {
      throw new NotSwitchableError(username)
    })
    await renderPanel({ onSwitch })
    await switchToCustomer()
    expect((await screen.findByRole('alert')).textContent).toBe('This user cannot be switched to.')
    expect((screen.getByRole('button', { name: 'Switch user' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('a switch tried offline says it needs the network', async () => {
    restoreSize = giveElementsASize(400, 300)
    await renderPanel({ onSwitch: failingWith(offline) })
    await switchToCustomer()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are offline. Switching user needs the network; try again once you are online.',
    )
  })
})

describe('the switch-user panel when the server does not answer in time (issue 20, item 6)', () => {
  const de = (message: string) => translation('de', message)
  const timeout = new ApiError({ kind: 'timeout', message: 'The server did not answer in time' })
  it('a search that times out says the server is not answering, not that the device is offline', async () => {
    await renderPanel({ searchUsers: failingWith(timeout) }, 'de')
    await type('cust')
    const text = await screen.findByText(
      de('The server is not answering right now. Please search again in a moment.'),
    )
    expect(text.textContent?.toLowerCase()).not.toContain('offline')
  })

  it('a switch that times out says the server is not answering, not that the device is offline', async () => {
    restoreSize = giveElementsASize(400, 300)
    await renderPanel({ onSwitch: failingWith(timeout) }, 'de')
    await switchToCustomer()
    const text = (await screen.findByRole('alert')).textContent ?? ''
    expect(text).toBe(
      de(
        'The server is not answering right now, so the user was not switched. Please try again in a moment.',
      ),
    )
    expect(text.toLowerCase()).not.toContain('offline')
  })

  it('a search without network still says the device is offline', async () => {
    await renderPanel({ searchUsers: failingWith(offline) }, 'de')
    await type('cust')
    expect(await screen.findByText(de('You are offline. Searching users needs the network.'))).toBeTruthy()
  })
})

describe('the switch-user panel, switched', () => {
  it("warns whom the session acts as and offers 'End user switch' (SWITCH-008, SWITCH-009)", async () => {
    const props = await renderPanel({ switchedTo: 'filiale-bern' })
    expect(screen.getByRole('status').textContent).toBe('You are currently logged in as filiale-bern')
    expect(screen.queryByRole('combobox')).toBeNull()
    await click('End user switch')
    expect(props.onEnd).toHaveBeenCalledTimes(1)
  })

  it('says so when ending the switch failed, and may be tried again', async () => {
    const onEnd = vi.fn(async () => {
      throw new Error('quota')
    })
    await renderPanel({ switchedTo: 'customer', onEnd })
    await click('End user switch')
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred. Please try again.')
    await click('End user switch')
    expect(onEnd).toHaveBeenCalledTimes(2)
  })
})
