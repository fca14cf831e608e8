import { describe, expect, it } from 'vitest'
import { mailtoHref } from './request-change'

describe('the request-change mail link', () => {
  it('addresses the mail and encodes subject and body, line breaks as CRLF', () => {
    const href = mailtoHref('kundendienst@example.ch', 'Change & more?', 'Customer: lea\nBilling: monthly')
    expect(href).toBe(
      'mailto:kundendienst@example.ch?subject=Change%20%26%20more%3F&body=Customer%3A%20lea%0D%0ABilling%3A%20monthly',
    )
    const url = new URL(href)
    expect(url.searchParams.get('body')).toBe('Customer: lea\r\nBilling: monthly')
  })
})
