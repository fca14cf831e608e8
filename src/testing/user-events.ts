import { act, fireEvent, screen } from '@testing-library/react'

/** A click, with the state updates and effects it starts flushed before the test reads the screen. */
export async function click(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element)
  })
}

/**
 * Escape pressed and released on the focused element (on `fallback` while nothing has the focus),
 * as a keyboard user does: a dialog may close on either event.
 */
export async function pressEscape(fallback: Element): Promise<void> {
  await act(async () => {
    fireEvent.keyDown(document.activeElement ?? fallback, { key: 'Escape' })
    fireEvent.keyUp(document.activeElement ?? fallback, { key: 'Escape' })
  })
}

/** Presses the button named `name` and reads the alert that answers it. */
export async function alertAfterPressing(name: string): Promise<string> {
  await click(screen.getByRole('button', { name }))
  return (await screen.findByRole('alert')).textContent ?? ''
}
