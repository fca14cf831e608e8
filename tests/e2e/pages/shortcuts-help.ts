import { expect, type Page } from '@playwright/test'

/** The keyboard shortcuts help (features/shortcuts): `?` opens it, found by its test id in any language. */
export class ShortcutsHelp {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog').filter({ has: this.page.getByTestId('shortcuts-help') })
  }

  row(id: string) {
    return this.dialog().locator(`tr[data-shortcut="${id}"]`)
  }

  async open() {
    await this.page.keyboard.press('?')
    await expect(this.dialog()).toBeVisible()
  }
}
