import { useLingui } from '@lingui/react/macro'
import type { Weekday } from '#domain/entities/basics'
import {
  EMPTY_STANDING_ORDER_FILTER,
  isStandingOrderFilterEmpty,
  STANDING_ORDER_TRANSPORT_TYPES,
  type StandingOrderFilterForm,
} from '#domain/standing-orders/standing-order-query'
import { WEEKDAYS } from '#domain/standing-orders/weekdays'
import { DatePicker } from '#ui/components/date-picker'
import { SelectField } from '#ui/components/select-field'
import { TextField } from '#ui/components/text-field'
import { FilterPanel } from '#ui/list/filter-panel'
import { useFilterDraft } from '#ui/list/use-filter-draft'
import { useTransportTypeLabel } from '#ui/transport-type-label'
import { useWeekdayLabel } from './labels'

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
  const { draft, setDraft, shell } = useFilterDraft({
    applied,
    empty: EMPTY_STANDING_ORDER_FILTER,
    onApply,
    initiallyOpen,
  })
  const appliedEmpty = isStandingOrderFilterEmpty(applied)
  const canReset = !appliedEmpty || !isStandingOrderFilterEmpty(draft)

  return (
    <FilterPanel {...shell} showSummaryReset={!shell.open && !appliedEmpty} showFormReset={canReset}>
      <SelectField
        label={t`Weekday`}
        name="weekday"
        value={draft.weekday ?? ''}
        options={[
          { value: '', label: t`Any weekday` },
          ...WEEKDAYS.map((day) => ({ value: day, label: weekdayLabel(day) })),
        ]}
        onChange={(value) => {
          const day = WEEKDAYS.find((candidate) => candidate === value)
          setDraft({ ...draft, weekday: (day as Weekday | undefined) ?? null })
        }}
      />
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
      <SelectField
        label={t`Transport type`}
        name="transportType"
        value={String(draft.transportType ?? 0)}
        options={STANDING_ORDER_TRANSPORT_TYPES.map((type) => ({
          value: String(type),
          label: typeLabel(type),
        }))}
        onChange={(value) => {
          const type = STANDING_ORDER_TRANSPORT_TYPES.find((candidate) => String(candidate) === value)
          // "All" is the empty filter's value, so choosing it again leaves nothing to reset.
          setDraft({ ...draft, transportType: type ? type : null })
        }}
      />
      <DatePicker
        label={t`Pickup date`}
        name="pickupDate"
        value={draft.pickupDate}
        onChange={(pickupDate) => setDraft({ ...draft, pickupDate })}
      />
    </FilterPanel>
  )
}
