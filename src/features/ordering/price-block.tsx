import { useLingui } from '@lingui/react/macro'
import type { Locale } from '#domain/entities/basics'
import type { PriceOutcome } from '#domain/entities/price-outcome'
import { co2Kg, deliveryWindow, lastOrderTime } from '#domain/price-rules'
import { formatChf, formatNumber } from '#i18n/format'
import styles from './ordering.module.css'

type PriceResult = Extract<PriceOutcome, { kind: 'result' }>

/** Spec section 2, order confirm: max duration, estimated delivery window, CO2 saved, price incl. VAT. */
export function ConfirmPrice({ result, locale }: { result: PriceResult; locale: Locale }) {
  const { t } = useLingui()
  const window = deliveryWindow(result.eta)
  const co2 = result.savedCo2Grams === null ? null : formatNumber(co2Kg(result.savedCo2Grams), locale, 2)
  const price = formatChf(result.priceInclVat, locale)
  const start = window?.from ?? ''
  const end = window?.to ?? ''
  return (
    <section className={styles.priceBlock} aria-labelledby="confirm-price">
      <h2 id="confirm-price">{t`Price and delivery`}</h2>
      <dl>
        <dt>{t`Maximum duration`}</dt>
        <dd>{t`${result.totalDuration} h`}</dd>
        {window ? (
          <>
            <dt>{t`Estimated delivery`}</dt>
            <dd>{t`${start} to ${end}`}</dd>
          </>
        ) : null}
        {co2 === null ? null : (
          <>
            <dt>{t`CO2 saved`}</dt>
            <dd>
              {t`~${co2}kg`}{' '}
              <span className={styles.weights}>{t`compared with the same delivery by car`}</span>
            </dd>
          </>
        )}
        <dt>{t`Price incl. VAT`}</dt>
        <dd className={styles.price}>{price}</dd>
      </dl>
    </section>
  )
}

/** Spec section 2, price calculator: duration with its last-order hint, price with tariffs, CO2. */
export function CalculatorPrice({
  result,
  locale,
  tariffsUrl,
}: {
  result: PriceResult
  locale: Locale
  tariffsUrl: string
}) {
  const { t } = useLingui()
  const latest = lastOrderTime(result.totalDuration)
  const price = formatNumber(result.priceInclVat, locale, 2)
  const grams = result.savedCo2Grams
  const co2 = grams !== null && grams > 0 ? formatNumber(co2Kg(grams), locale, 2) : null
  return (
    <section className={styles.priceBlock} aria-labelledby="calculator-result" aria-live="polite">
      <h2 id="calculator-result">{t`Your price`}</h2>
      <dl>
        <dt>{t`Duration`}</dt>
        <dd>
          {`${result.totalDuration}h`}
          {latest ? <span className={styles.weights}> {t`Today 18:00 if ready by ${latest}`}</span> : null}
        </dd>
        <dt>{t`Price`}</dt>
        <dd>
          <span className={styles.price}>{`CHF ${price}`}</span>{' '}
          <span className={styles.weights}>{t`incl. VAT`}</span>{' '}
          <a href={tariffsUrl} target="_blank" rel="noreferrer">
            {t`Tariffs`}
          </a>
        </dd>
        {co2 ? (
          <>
            <dt>{t`CO2 saved`}</dt>
            <dd>{t`~${co2}kg`}</dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
