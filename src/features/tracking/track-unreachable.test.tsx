// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#api/errors'
import { translation } from '#testing/catalog'
import { freshDatabase } from '#testing/fresh-database'
import { renderWithI18n } from '#testing/render'
import { TrackingForm } from './tracking-form'
import { trackNumber } from './use-track'

const de = (message: string) => translation('de', message)

/** The tracking form on the app's own lookup, whose server call fails with `error`. */
async function trackFailingWith(error: ApiError) {
  const replica = freshDatabase()
  const lookUp = async () => {
    throw error
  }
  await renderWithI18n(<TrackingForm track={(id) => trackNumber({ account: 'anna', lookUp, replica }, id)} />)
  fireEvent.change(screen.getByLabelText(de('Tracking number')), { target: { value: 'VK-0500123' } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: de('Track') }))
  })
}

describe('tracking a number never seen when the server cannot be reached (issue 20, item 6)', () => {
  it('a timeout says the server is not answering, not that the device is offline', async () => {
    await trackFailingWith(new ApiError({ kind: 'timeout', message: 'The server did not answer in time' }))
    const notice = await screen.findByRole('status')
    expect(notice.textContent).toBe(
      de(
        'The server is not answering right now. This number has not been tracked on this device before: please try again in a moment.',
      ),
    )
    expect(notice.textContent?.toLowerCase()).not.toContain('offline')
  })

  it('a failed fetch (no network) still says the device is offline', async () => {
    await trackFailingWith(new ApiError({ kind: 'offline', message: 'The server could not be reached' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      de(
        'You are offline. This number has not been tracked on this device before: tracking it needs the network.',
      ),
    )
  })
})
