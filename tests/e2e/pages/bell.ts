import { expect, type Page } from '@playwright/test'

/**
 * The header's notifications bell and its popover (features/notifications). Found by test id and
 * role, so it works in every language; the list's lines are read as the popover shows them.
 */
export class Bell {
  constructor(readonly page: Page) {}

  button() {
    return this.page.getByTestId('notification-bell')
  }

  popover() {
    return this.page.getByTestId('notification-list')
  }

  /** The links of the list, one per event, newest first. */
  items() {
    return this.popover().getByRole('link')
  }

  /** The unread count as the badge shows it (0 without a badge). */
  async unread(): Promise<number> {
    const text = (await this.button().innerText()).trim()
    return text === '' ? 0 : Number(text.replace('+', ''))
  }

  /** The count the badge and the button's accessible name agree on. */
  async expectUnread(count: number, timeout = 30_000) {
    await expect.poll(() => this.unread(), { timeout }).toBe(count)
    await expect(this.button()).toHaveAccessibleName(count > 0 ? new RegExp(`\\b${count}\\b`) : /^[^0-9]+$/)
  }

  async open() {
    if (await this.popover().isVisible()) return
    await this.button().click()
    await expect(this.popover()).toBeVisible()
  }

  /** Closes with Escape, as a keyboard user does; the focus is back on the bell. */
  async close() {
    await this.page.keyboard.press('Escape')
    await expect(this.popover()).toBeHidden()
    await expect(this.button()).toBeFocused()
  }

  /** The list's lines (event and place, then the time), newest first. */
  async lines(): Promise<string[]> {
    return (await this.items().allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())
  }

  async markAllRead() {
    await this.open()
    await this.popover().getByRole('button').click()
  }
}
