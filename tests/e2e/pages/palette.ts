import { expect, type Page } from '@playwright/test'

/** The command palette (features/palette): opened with Ctrl+K, found by its roles in any language. */
export class Palette {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog').filter({ has: this.page.getByTestId('palette-input') })
  }

  input() {
    return this.page.getByTestId('palette-input')
  }

  results() {
    return this.dialog().getByRole('option')
  }

  /** The result the combobox points at (aria-activedescendant). */
  active() {
    return this.dialog().locator('[role="option"][aria-selected="true"]')
  }

  async open() {
    await this.page.keyboard.press('Control+k')
    await expect(this.input()).toBeFocused()
  }

  /** Types as a user does, key by key, so the first result becomes active. */
  async search(text: string) {
    await this.input().pressSequentially(text)
  }
}
