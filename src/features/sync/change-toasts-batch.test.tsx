// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PendingChange } from '#db/queries/outbox'
import type { Locale } from '#i18n/locales'
import { renderWithI18n } from '#testing/render'
import { ChangeToasts } from './change-toasts'
import { pendingChange as change } from './testing/sync-bar-driver'

const BATCH = { id: 'b', label: 'x@y.ch', size: 3 }
const pod = (seq: number) => change(seq, { kind: 'requestPodEmail', batch: BATCH })
const NONE = new Set<number>()

async function renderToasts(
  changes: PendingChange[],
  discarded: ReadonlySet<number> = NONE,
  locale: Locale = 'en',
) {
  const view = await renderWithI18n(<ChangeToasts changes={changes} discarded={discarded} />, locale)
  return (next: PendingChange[], gone: ReadonlySet<number> = discarded) =>
    act(() =>
      view.rerender(
        <I18nProvider i18n={i18n}>
          <ChangeToasts changes={next} discarded={gone} />
        </I18nProvider>,
      ),
    )
}

describe('ChangeToasts with a batch', () => {
  it('says nothing per entry of a batch, and once when its last entry was sent', async () => {
    const update = await renderToasts([pod(1), pod(2), pod(3)])
    await update([pod(2), pod(3)])
    await update([pod(3)])
    expect(screen.queryByText(/sent/)).toBeNull()
    await update([])
    expect(screen.getAllByText('All 3 changes have been sent.')).toHaveLength(1)
  })

  it('a batch discarded says nothing', async () => {
    const update = await renderToasts([pod(1), pod(2)])
    await update([], new Set([1, 2]))
    expect(screen.queryByText(/sent/)).toBeNull()
  })

  it('counts only the entries sent when some of the batch were discarded, whichever left last', async () => {
    const update = await renderToasts([pod(1), pod(2), pod(3)])
    await update([pod(1), pod(3)], new Set([2]))
    await update([], new Set([2]))
    expect(screen.getByText('All 2 changes have been sent.')).toBeTruthy()

    const again = { id: 'c', label: 'x@y.ch', size: 3 }
    const next = (seq: number) => change(seq, { kind: 'requestPodEmail', batch: again })
    await update([next(4), next(5), next(6)], new Set([2]))
    await update([next(5), next(6)], new Set([2]))
    await update([], new Set([2, 5, 6]))
    expect(screen.getByText('The change has been sent.')).toBeTruthy()
  })

  it('a single change still gets its own toast', async () => {
    const update = await renderToasts([change(7)])
    await update([])
    expect(screen.getByText('Your change has been sent.')).toBeTruthy()
  })

  // An import of one address is a batch of one: "all 1 changes made at once" read wrong in every language.
  it.each([
    ['en', 'The change has been sent.', 'All 12 changes have been sent.'],
    ['de', 'Die Änderung wurde gesendet.', 'Alle 12 Änderungen wurden gesendet.'],
    ['fr', 'La modification a été envoyée.', 'Les 12 modifications ont été envoyées.'],
    ['it', 'La modifica è stata inviata.', 'Tutte le 12 modifiche sono state inviate.'],
  ] as const)('in %s, a batch of one and a batch of many each read naturally', async (locale, one, many) => {
    const single = { id: 'one', label: 'adressen.csv', size: 1 }
    const dozen = { id: 'dozen', label: 'adressen.csv', size: 12 }
    const update = await renderToasts(
      [change(1, { batch: single }), change(2, { batch: dozen })],
      NONE,
      locale,
    )
    await update([change(2, { batch: dozen })])
    expect(screen.getByText(one)).toBeTruthy()
    await update([])
    expect(screen.getByText(many)).toBeTruthy()
  })
})
