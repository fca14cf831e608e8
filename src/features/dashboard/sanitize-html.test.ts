// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html'

const hostile = [
  '<p>Hi <img src=x onerror="alert(1)"></p>',
  '<p>Hi</p><script>alert(2)</script>',
  '<a href="javascript:alert(3)">Hi</a>',
  '<form action="javascript:alert(5)"><p>Hi</p></form>',
  '<div onclick="alert(4)">Hi</div>',
]

describe('service information HTML (DASH-043)', () => {
  it.each(hostile)('renders %s inert', async (html) => {
    const safe = await sanitizeHtml(html)
    const rendered = 'html' in safe ? safe.html : safe.text
    expect(rendered).not.toMatch(/onerror|onclick|<script|javascript:|<form/i)
    expect(rendered).toContain('Hi')
  })

  it('keeps harmless formatting where the sanitiser runs, or the text where it cannot', async () => {
    const safe = await sanitizeHtml('<p>Closed on <b>25 December</b></p>')
    expect('html' in safe ? safe.html : safe.text).toContain('25 December')
  })
})
