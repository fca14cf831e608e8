import { useLingui } from '@lingui/react/macro'
import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react'
import {
  EMPTY_SHIPMENT_FILTER,
  FILTER_STATES,
  type FilterIssue,
  type FilterTextField,
  filterIssues,
  isShipmentFilterActive,
  type ShipmentFilterForm,
  TRANSPORT_TYPES,
  type TransportType,
} from '#domain/shipments/shipment-filter'
import { DatePicker } from '#ui/components/date-picker'
import { SelectField } from '#ui/components/select-field'
import { FilterPanel } from '#ui/list/filter-panel'
import { FilterTextFields } from '#ui/list/filter-text-fields'
import { useFilterDraft } from '#ui/list/use-filter-draft'
import { useTransportTypeLabel } from '#ui/transport-type-label'
import { useStateLabel } from './shipment-labels'

interface ShipmentFilterPanelProps {
  applied: ShipmentFilterForm
  onApply: (filter: ShipmentFilterForm) => void
  /** Active and Archive show the state field (spec section 2). */
  withState: boolean
  /** Only where the reference option is enabled. */
  withReference: boolean
  /** An initial state or date opens the panel (spec section 2). */
  initiallyOpen: boolean
}

/**
 * The filter of Active and Archive (spec section 2). Enter in a text field or Apply applies; Reset
 * empties and applies; a reset button also shows on the closed panel while a filter is active.
 * Impossible values are flagged beside their field and not applied.
 */
export function ShipmentFilterPanel({
  applied,
  onApply,
  withState,
  withReference,
  initiallyOpen,
}: ShipmentFilterPanelProps) {
  const { t } = useLingui()
  const stateLabel = useStateLabel()
  const typeLabel = useTransportTypeLabel()
  const [shownIssues, setShownIssues] = useState(filterIssues(applied))
  const { draft, setDraft, shell } = useFilterDraft({
    applied,
    empty: EMPTY_SHIPMENT_FILTER,
    onApply,
    initiallyOpen,
    accept: (next) => {
      const issues = filterIssues(next)
      setShownIssues(issues)
      return Object.keys(issues).length === 0
    },
  })

  const issueText = (issue: FilterIssue | undefined) => {
    switch (issue) {
      case 'toBeforeFrom':
        return t`The to-date is before the from-date.`
      case 'zipDigits':
        return t`A postcode has digits only.`
      case 'invalidDate':
        return t`Enter a valid date.`
      default:
        return undefined
    }
  }

  const texts: [FilterTextField, string][] = [
    ['orderNumber', t`Number`],
    ['sender', t`Sender`],
    ['receiver', t`Receiver`],
    ['senderZip', t`Sender zip`],
    ['senderLocation', t`Sender location`],
    ['receiverZip', t`Receiver zip`],
    ['receiverLocation', t`Receiver location`],
    ...(withReference ? ([['reference', t`Reference`]] as [FilterTextField, string][]) : []),
  ]

  const update = (next: ShipmentFilterForm) => {
    setDraft(next)
    // Issues clear as soon as they are fixed, but appear only on Apply, not while typing.
    const now = filterIssues(next)
    setShownIssues((shown) =>
      Object.fromEntries(
        Object.keys(shown)
          .filter((key) => key in now)
          .map((key) => [key, now[key as keyof typeof now]]),
      ),
    )
  }
  // The day fields re-render only when their own values change (React Aria's segments are the
  // costliest part of the panel): their handlers read the latest draft through a ref.
  const latest = useRef({ draft, update })
  useLayoutEffect(() => {
    latest.current = { draft, update }
  })
  const changeFrom = useCallback(
    (from: string | null) => latest.current.update({ ...latest.current.draft, from }),
    [],
  )
  const changeTo = useCallback(
    (to: string | null) => latest.current.update({ ...latest.current.draft, to }),
    [],
  )

  return (
    <FilterPanel
      {...shell}
      showSummaryReset={!shell.open && isShipmentFilterActive(applied)}
      showFormReset={true}
      onReset={() => {
        setShownIssues({})
        shell.onReset()
      }}
    >
      <FilterTextFields
        fields={texts}
        values={draft}
        numeric={(name) => name.endsWith('Zip')}
        errorOf={(name) => issueText(shownIssues[name])}
        onChange={(name, value) => update({ ...draft, [name]: value })}
      />
      {withState ? (
        <SelectField
          label={t`State`}
          name="state"
          value={draft.state ?? ''}
          options={[
            { value: '', label: t`Any state` },
            { value: 'readyForPickup', label: stateLabel('readyForPickup') },
            { value: 'inTransit', label: stateLabel('inDelivery') },
          ]}
          onChange={(value) =>
            update({
              ...draft,
              state: (FILTER_STATES as readonly string[]).includes(value)
                ? (value as ShipmentFilterForm['state'])
                : null,
            })
          }
        />
      ) : null}
      <SelectField
        label={t`Transport type`}
        name="transportType"
        value={draft.transportType === null ? '' : String(draft.transportType)}
        options={[
          { value: '', label: t`Not chosen` },
          ...TRANSPORT_TYPES.map((type) => ({ value: String(type), label: typeLabel(type) })),
        ]}
        onChange={(value) => {
          const type = TRANSPORT_TYPES.find((option) => String(option) === value)
          update({ ...draft, transportType: type === undefined ? null : (type as TransportType) })
        }}
      />
      <FilterDays
        from={draft.from}
        to={draft.to}
        fromError={issueText(shownIssues.from)}
        toError={issueText(shownIssues.to)}
        onFrom={changeFrom}
        onTo={changeTo}
      />
    </FilterPanel>
  )
}

interface FilterDaysProps {
  from: string | null
  to: string | null
  fromError: string | undefined
  toError: string | undefined
  onFrom: (from: string | null) => void
  onTo: (to: string | null) => void
}

const FilterDays = memo(function FilterDays({ from, to, fromError, toError, onFrom, onTo }: FilterDaysProps) {
  const { t } = useLingui()
  return (
    <>
      <DatePicker label={t`From date`} name="from" value={from} error={fromError} onChange={onFrom} />
      <DatePicker label={t`To date`} name="to" value={to} error={toError} onChange={onTo} />
    </>
  )
})
