import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as v from 'valibot'
import { useOrdering } from '#app/use-ordering'
import { usePlacement } from '#app/use-placement'
import { getDraft, saveDraft } from '#db/queries/drafts'
import { orderDraftSchema } from '#domain/ordering/order-form'
import { ConfirmPage } from '#features/ordering/confirm-page'

const seq = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1))

function ConfirmRoute() {
  const { correct } = Route.useSearch()
  const navigate = useNavigate()
  const ordering = useOrdering()
  const placement = usePlacement(ordering, 'order')
  const { account } = ordering
  const loadDraft = useCallback(() => getDraft(account, 'order', orderDraftSchema), [account])
  return (
    <ConfirmPage
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
