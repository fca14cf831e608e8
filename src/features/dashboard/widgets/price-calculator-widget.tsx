import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { Location } from '#domain/entities/location'
import styles from '#features/dashboard/dashboard.module.css'
import { useDashboardApi } from '#features/dashboard/dashboard-api'
import { WidgetBox } from '#features/dashboard/widget-box'
import { Button } from '#ui/components/button'
import { LocationPicker } from '#ui/components/location-picker'
import { Notice } from '#ui/components/notice'

type Place = 'from' | 'to'

/**
 * Spec sections 2 and 5: from and to, both required and checked at once (each field as soon as it
 * is touched, both on submit); submitting puts them in the order draft and opens the calculator.
 */
export function PriceCalculatorWidget() {
  const { t } = useLingui()
  const api = useDashboardApi()
  const [places, setPlaces] = useState<Record<Place, Location | null>>({ from: null, to: null })
  const [touched, setTouched] = useState<Record<Place, boolean>>({ from: false, to: false })
  const [failed, setFailed] = useState(false)
  const error = (place: Place) =>
    touched[place] && places[place] === null ? t`Please choose a place.` : undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched({ from: true, to: true })
    const { from, to } = places
    if (!from || !to) return
    try {
      await api.saveCalculatorPlaces(from, to)
      api.openPriceCalculator()
    } catch {
      setFailed(true)
    }
  }

  const picker = (place: Place, label: string) => {
    const value = places[place]
    return (
      <LocationPicker
        label={label}
        value={value ? { id: value.id, label: value.label } : null}
        error={error(place)}
        search={api.searchLocations}
        onChange={(location) => {
          setPlaces((current) => ({ ...current, [place]: location }))
          setTouched((current) => ({ ...current, [place]: true }))
        }}
      />
    )
  }

  return (
    <WidgetBox title={t`Price calculator`}>
      <form className={styles.calculator} onSubmit={(event) => void submit(event)} noValidate>
        {picker('from', t`From`)}
        {picker('to', t`To`)}
        <Button type="submit">{t`Calculate price`}</Button>
        {failed ? <Notice tone="error">{t`The places could not be saved on this device.`}</Notice> : null}
      </form>
    </WidgetBox>
  )
}
