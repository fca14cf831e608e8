// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '#api/errors'
import { translation } from '#testing/catalog'
import { renderWithI18n } from '#testing/render'
import { DetailStatus } from './detail-status'

const de = (message: string) => translation('de', message)
const timeout = new ApiError({ kind: 'timeout', message: 'The server did not answer in time' })
const offline = new ApiError({ kind: 'offline', message: 'The server could not be reached' })

describe("DetailStatus: a popup's detail that could not be loaded (issue 20, item 6)", () => {
  it('a timeout with a copy on the device says the server is not answering, not that the device is offline', async () => {
    await renderWithI18n(<DetailStatus error={timeout} hasCopy />)
    const text = screen.getByRole('status').textContent ?? ''
    expect(text).toBe(de('The server is not answering right now: this is the copy kept on this device.'))
    expect(text.toLowerCase()).not.toContain('offline')
  })

  it('a timeout without a copy asks to try again in a moment', async () => {
    await renderWithI18n(<DetailStatus error={timeout} hasCopy={false} />)
    const text = screen.getByRole('alert').textContent ?? ''
    expect(text).toBe(
      de(
        'The server is not answering right now, and this shipment has not been opened on this device yet. Please try again in a moment.',
      ),
    )
    expect(text.toLowerCase()).not.toContain('offline')
  })

  it('a failed fetch (no network) with a copy still says the device is offline', async () => {
    await renderWithI18n(<DetailStatus error={offline} hasCopy />)
    expect(screen.getByRole('status').textContent).toBe(
      de('You are offline: this is the copy kept on this device.'),
    )
  })
})
