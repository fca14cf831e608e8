// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '#testing/render'
import { PriceError } from './price-error'

describe('price error block', () => {
  it('never renders markup the server sends: its value shows as text, no element or handler gets through', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>19:00</b>'
    const { container } = await renderWithRouter(
      <PriceError
        outcome={{ kind: 'error', code: 'delivery_time_direct', maxDeliveryTimeDirect: hostile }}
      />,
      { locale: 'en' },
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toContain('<b>19:00</b>')
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
    expect(screen.getByRole('alert').textContent).toContain('Delivery expected after')
  })
})
