import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { Weekday } from '#domain/entities/basics'
import {
  EMPTY_STANDING_ORDER_FILTER,
  isStandingOrderFilterEmpty,
  STANDING_ORDER_TRANSPORT_TYPES,
  type StandingOrderFilterForm,
} from '#domain/standing-orders/standing-order-query'
import { WEEKDAYS } from '#domain/standing-orders/weekdays'
import { DatePicker } from '#ui/components/date-picker'
import { TextField } from '#ui/components/text-field'
import field from '#ui/components/text-field.module.css'
import { FilterPanel } from '#ui/list/filter-panel'
import { useTransportTypeLabel, useWeekdayLabel } from './labels'

interface StandingOrderFilterPanelProps {
  applied: StandingOrderFilterForm
  onApply: (filter: StandingOrderFilterForm) => void
  /** A filter pre-set through ?state opens the panel, so the user sees why the list is narrowed. */
  initiallyOpen: boolean
}

/**
 * Spec section 2, the standing orders' filter: weekday, sender and receiver location, transport
 * type and pickup date. Enter or Apply applies; Reset empties and applies, and shows only while
 * the filter (typed or applied) differs from the empty one.
 */
export function StandingOrderFilterPanel({ applied, onApply, initiallyOpen }: StandingOrderFilterPanelProps) {
  const { t } = useLingui()
  const weekdayLabel = useWeekdayLabel()
  const typeLabel = useTransportTypeLabel()
  const [open, setOpen] = useState(initiallyOpen)
  const [draft, setDraft] = useState(applied)
  const weekdayId = useId()
  const typeId = useId()
  useEffect(() => setDraft(applied), [applied])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onApply(draft)
  }
  const reset = () => {
    setDraft(EMPTY_STANDING_ORDER_FILTER)
    onApply(EMPTY_STANDING_ORDER_FILTER)
  }
  const appliedEmpty = isStandingOrderFilterEmpty(applied)
  const canReset = !appliedEmpty || !isStandingOrderFilterEmpty(draft)

  return (
    <FilterPanel
      open={open}
      onToggle={() => setOpen((value) => !value)}
      showSummaryReset={!open && !appliedEmpty}
      showFormReset={canReset}
      onSubmit={submit}
      onReset={reset}
    >
      <div className={field.field}>
        <label className={field.label} htmlFor={weekdayId}>{t`Weekday`}</label>
        <select
          id={weekdayId}
          name="weekday"
          className={field.input}
          value={draft.weekday ?? ''}
          onChange={(event) => {
            const day = WEEKDAYS.find((candidate) => candidate === event.target.value)
            setDraft({ ...draft, weekday: (day as Weekday | undefined) ?? null })
          }}
        >
          <option value="">{t`Any weekday`}</option>
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {weekdayLabel(day)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t`Sender location`}
        name="senderLocation"
        value={draft.senderLocation}
        onChange={(event) => setDraft({ ...draft, senderLocation: event.target.value })}
      />
      <TextField
        label={t`Receiver location`}
        name="receiverLocation"
        value={draft.receiverLocation}
        onChange={(event) => setDraft({ ...draft, receiverLocation: event.target.value })}
      />
      <div className={field.field}>
        <label className={field.label} htmlFor={typeId}>{t`Transport type`}</label>
        <select
          id={typeId}
          name="transportType"
          className={field.input}
          value={String(draft.transportType ?? 0)}
          onChange={(event) => {
            const type = STANDING_ORDER_TRANSPORT_TYPES.find(
              (candidate) => String(candidate) === event.target.value,
            )
            // "All" is the empty filter's value, so choosing it again leaves nothing to reset.
            setDraft({ ...draft, transportType: type ? type : null })
          }}
        >
          {STANDING_ORDER_TRANSPORT_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
      </div>
      <DatePicker
        label={t`Pickup date`}
        name="pickupDate"
        value={draft.pickupDate}
        onChange={(pickupDate) => setDraft({ ...draft, pickupDate })}
      />
    </FilterPanel>
  )
}
