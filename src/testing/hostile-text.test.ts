// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { activeMarkup, INJECTIONS } from './hostile-text'

describe('the inertness check of the injection tests', () => {
  it.each(INJECTIONS.filter((injection) => injection.includes('<')))(
    'finds %s once parsed as markup',
    (injection) => {
      const host = document.createElement('div')
      host.innerHTML = injection
      expect(activeMarkup(host)).not.toEqual([])
    },
  )

  it('finds a javascript: link, and nothing in the same text kept as text', () => {
    const host = document.createElement('div')
    const link = document.createElement('a')
    link.setAttribute('href', INJECTIONS[2])
    host.append(link)
    expect(activeMarkup(host)).toEqual([`href="${INJECTIONS[2]}" on <a>`])
    host.textContent = INJECTIONS.join(' ')
    expect(activeMarkup(host)).toEqual([])
  })
})
