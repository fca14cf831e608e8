import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it.each(['/', '/archive?x=1', '/address-book/12/edit', '/order/ABC-1#top'])(
    'keeps the same-site path %j',
    (path) => {
      expect(safeRedirect(path)).toBe(path)
    },
  )

  it.each([
    'https://evil.example',
    'http://evil.example/archive',
    '//evil.example',
    '//evil.example/archive',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'evil.example',
    'archive',
    '',
    undefined,
  ])('sends %j to the dashboard', (target) => {
    expect(safeRedirect(target)).toBe('/')
  })
})

describe('backslash tricks', () => {
  it('refuses a path that browsers read as another host', () => {
    expect(safeRedirect('/\\evil.example')).toBe('/')
  })
})
