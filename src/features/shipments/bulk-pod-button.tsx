import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { zurichDayOf } from '#domain/shipments/bulk-pod'
import type { ShipmentQueryFilter } from '#domain/shipments/shipment-filter'
import { Button } from '#ui/components/button'
import action from '#ui/list/toolbar-action.module.css'
import { BulkPodDialog } from './bulk-pod-dialog'
import { BulkPodProgress } from './bulk-pod-progress'

interface BulkPodButtonProps {
  selected: readonly number[]
  filter: ShipmentQueryFilter
}

/**
 * The archive's "Request proofs of delivery" (issue 23): for the selected shipments, or with none
 * selected for a date range of the filter. The last batch's progress stays beside the button.
 */
export function BulkPodButton({ selected, filter }: BulkPodButtonProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [last, setLast] = useState<{ id: string; size: number } | null>(null)
  const count = selected.length
  return (
    <div className={action.box}>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {count > 0 ? t`Request proofs of delivery (${count})` : t`Request proofs of delivery`}
      </Button>
      {open ? (
        <BulkPodDialog
          open
          onClose={() => setOpen(false)}
          selected={selected}
          filter={filter}
          today={zurichDayOf(new Date().toISOString()) ?? ''}
          onQueued={(batch) => setLast(batch)}
        />
      ) : null}
      {last && !open ? <BulkPodProgress batch={last.id} size={last.size} /> : null}
    </div>
  )
}
