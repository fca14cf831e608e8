import { screen } from '@testing-library/react'
import { Temporal } from 'temporal-polyfill'
import { vi } from 'vitest'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import type { PriceRequest } from '#domain/entities/price-request'
import { draftIsComplete } from '#domain/ordering/confirm-check'
import type { OrderForm } from '#domain/ordering/order-form'
import { ConfirmPage } from '#features/ordering/confirm-page'
import type { PlacementDeps } from '#features/ordering/submit-placement'
import type { Locale } from '#i18n/locales'
import { translation } from '#testing/catalog'
import { anOrganization } from '#testing/factories'
import { anOrderForm } from '#testing/order-form'
import { renderWithRouter } from '#testing/render'

export const PRICE_RESULT: PriceOutcome = {
  kind: 'result',
  totalDuration: '03:20',
  eta: '14:45',
  priceInclVat: 123.4,
  transportTypeId: 1,
  savedCo2Grams: 4321,
}

/** 2026-11-24 09:00 in Zurich; the order form double's pickup is 10:00 that day. */
export const NINE = Temporal.Instant.from('2026-11-24T08:00:00Z')

/** Placement doubles that are online and see an order placed at once; override what a test is about. */
export function fakePlacement(overrides: Partial<PlacementDeps> = {}): PlacementDeps {
  let seq = 10
  return {
    queueShipment: vi.fn(async () => ++seq),
    getPrice: vi.fn(async () => PRICE_RESULT),
    language: 'en',
    online: () => true,
    settle: vi.fn(async () => ({ status: 'sent' as const })),
    clearDraft: vi.fn(async () => undefined),
    restoreDraft: vi.fn(async () => undefined),
    discard: vi.fn(async () => undefined),
    ...overrides,
  }
}

/** Renders the confirm page with doubles for its services and waits for its heading. */
export async function renderConfirm({
  form = anOrderForm(),
  price = async () => PRICE_RESULT,
  deps = fakePlacement(),
  now = NINE,
  locale = 'en',
  isComplete = (draft) => draftIsComplete(draft, anOrganization()),
}: {
  form?: OrderForm | null
  price?: () => Promise<PriceOutcome>
  deps?: PlacementDeps
  now?: Temporal.Instant
  locale?: Locale
  isComplete?: (draft: OrderForm) => boolean
} = {}) {
  const getPrice = vi.fn((_request: PriceRequest, _signal: AbortSignal) => price())
  const saveDraft = vi.fn(async () => undefined)
  const onDone = vi.fn()
  const onIncomplete = vi.fn()
  await renderWithRouter(
    <ConfirmPage
      isComplete={isComplete}
      onIncomplete={onIncomplete}
      loadDraft={async () => form}
      saveDraft={saveDraft}
      getPrice={getPrice}
      placement={deps}
      locale={locale}
      correct={null}
      onDone={onDone}
      now={() => now}
    />,
    { locale },
  )
  await screen.findByRole('heading', {
    name: locale === 'en' ? 'Your order' : translation(locale, 'Your order'),
  })
  return { getPrice, saveDraft, onDone, deps, onIncomplete }
}
