import { expect, type Page } from '@playwright/test'

/** The profile page's "Notifications" section (features/notifications), in English. */
export class NotificationSettings {
  constructor(readonly page: Page) {}

  section() {
    return this.page.getByTestId('notification-settings')
  }

  async open() {
    await this.page.goto('/profile')
    await expect(this.section().getByRole('checkbox').first()).toBeVisible({ timeout: 20_000 })
  }

  private checkbox(label: string) {
    return this.section().getByRole('checkbox', { name: new RegExp(`^${label}`) })
  }

  /** Ticks or clears a box by clicking its label, as a user does, and waits until it shows so. */
  async set(label: string, on: boolean) {
    const box = this.checkbox(label)
    if ((await box.isChecked()) !== on) await this.section().getByText(label, { exact: true }).click()
    if (on) await expect(box).toBeChecked()
    else await expect(box).not.toBeChecked()
  }

  /** System notifications on: the browser context must have granted the permission. */
  async systemNotifications(on: boolean) {
    await this.set('Also show system notifications', on)
  }

  async pollEvery(minutes: 1 | 5) {
    const radio = this.section().getByRole('radio', {
      name: minutes === 1 ? /^Every minute/ : 'Every 5 minutes',
    })
    await this.section()
      .getByText(minutes === 1 ? 'Every minute' : 'Every 5 minutes', { exact: true })
      .click()
    await expect(radio).toBeChecked()
  }
}
