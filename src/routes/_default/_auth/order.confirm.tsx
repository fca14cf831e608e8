import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as v from 'valibot'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { draftIsComplete } from '#domain/ordering/confirm-check'
import { type OrderForm, orderDraftSchema } from '#domain/ordering/order-form'
import { ConfirmPage } from '#features/ordering/confirm-page'
import { useOrdering } from '#features/ordering/use-ordering'
import { usePlacement } from '#features/ordering/use-placement'
import { LoadingPage } from '#features/shell/page-states'
import { useOrganization } from '#services/use-organization'

const seq = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1))

function ConfirmRoute() {
  const organization = useOrganization()
  if (!organization) return <LoadingPage />
  return <ConfirmScreen organization={organization} />
}

function ConfirmScreen({ organization }: { organization: NonNullable<ReturnType<typeof useOrganization>> }) {
  const { correct } = Route.useSearch()
  const navigate = useNavigate()
  const ordering = useOrdering()
  const placement = usePlacement(ordering, 'order')
  const { account } = ordering
  const loadDraft = useCallback(() => getDraft(account, 'order', orderDraftSchema), [account])
  const isComplete = useCallback((form: OrderForm) => draftIsComplete(form, organization), [organization])
  const onIncomplete = useCallback(
    () =>
      void navigate({
        to: '/order/{-$archivedShipment}',
        search: { load: 1, check: 1, ...(correct ? { correct } : {}) },
        replace: true,
      }),
    [navigate, correct],
  )
  return (
    <ConfirmPage
      isComplete={isComplete}
      onIncomplete={onIncomplete}
      loadDraft={loadDraft}
      saveDraft={(form) => saveDraft(account, 'order', form)}
      getPrice={ordering.getPrice}
      placement={placement}
      locale={ordering.locale}
      correct={correct ?? null}
      onDone={(result, form) =>
        void navigate({
          to: '/order/thank-you/$mail',
          params: { mail: form.emailLetter },
          search: result.status === 'queued' ? { queued: 1 } : {},
        })
      }
    />
  )
}

export const Route = createFileRoute('/_default/_auth/order/confirm')({
  validateSearch: v.object({ correct: v.optional(v.fallback(v.optional(seq), undefined)) }),
  component: ConfirmRoute,
})
