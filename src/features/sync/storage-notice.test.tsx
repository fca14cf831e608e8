// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { translation } from '#testing/catalog'
import { renderWithI18n } from '#testing/render'
import { StorageNotice } from './storage-notice'

const ARCHIVE =
  'This device was running out of storage, so archive pages kept for offline reading were removed. Your unsent changes are safe.'
const FULL =
  "This device's storage is full: newer data cannot be kept for offline use. Your unsent changes are safe. Free up space in your browser's settings."

describe('StorageNotice', () => {
  it('says archive pages were removed and unsent changes are safe, politely, and can be dismissed', async () => {
    const onDismiss = vi.fn()
    await renderWithI18n(
      <StorageNotice
        outcome={{ type: 'evicted', stage: 'archivePages', removed: 12 }}
        onDismiss={onDismiss}
      />,
      'it',
    )
    expect(screen.getByRole('status').textContent).toContain(translation('it', ARCHIVE))

    fireEvent.click(screen.getByRole('button', { name: translation('it', 'Dismiss') }))
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('names the cache that went when the second stage had to be freed', async () => {
    await renderWithI18n(
      <StorageNotice outcome={{ type: 'evicted', stage: 'caches', removed: 3 }} onDismiss={() => {}} />,
    )
    expect(screen.getByRole('status').textContent).toContain(
      translation(
        'de',
        'This device was running out of storage, so saved tracking results and place searches were removed. Your unsent changes are safe.',
      ),
    )
  })

  it('announces a full device as an alert', async () => {
    await renderWithI18n(<StorageNotice outcome={{ type: 'full' }} onDismiss={() => {}} />, 'fr')
    expect(screen.getByRole('alert').textContent).toContain(translation('fr', FULL))
  })
})
