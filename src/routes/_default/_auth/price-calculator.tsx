import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { getDraft, mergeDraft } from '#db/queries/drafts'
import { type OrderForm, orderDraftSchema } from '#domain/ordering/order-form'
import { PriceCalculatorPage } from '#features/ordering/price-calculator-page'
import { useOrdering } from '#features/ordering/use-ordering'

const online = () => navigator.onLine

function PriceCalculatorRoute() {
  const navigate = useNavigate()
  const ordering = useOrdering()
  const { account } = ordering
  const loadDraft = useCallback(() => getDraft(account, 'order', orderDraftSchema), [account])
  const saveDraft = useCallback(
    // Only the calculator's keys: the rest of the order draft stays as the order form left it.
    ({ date, time, colis, sender, receiver }: OrderForm) =>
      mergeDraft(account, 'order', { date, time, colis, sender, receiver }),
    [account],
  )
  return (
    <PriceCalculatorPage
      loadDraft={loadDraft}
      saveDraft={saveDraft}
      getPrice={ordering.getPrice}
      searchLocations={ordering.searchLocations}
      templates={ordering.templates}
      locale={ordering.locale}
      tariffsUrl={ordering.links.tariffs}
      online={online}
      onOrder={() => void navigate({ to: '/order/{-$archivedShipment}', search: { load: 1, calculator: 1 } })}
    />
  )
}

export const Route = createFileRoute('/_default/_auth/price-calculator')({ component: PriceCalculatorRoute })
