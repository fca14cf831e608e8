import { useLingui } from '@lingui/react/macro'
import type { OrderAddress, OrderForm } from '#domain/ordering/order-form'
import { joinName } from '#domain/ordering/person-name'
import styles from './ordering.module.css'

/** 'YYYY-MM-DD' → 'dd.MM.yyyy'. */
export function swissDate(iso: string): string {
  const [year, month, day] = iso.split('-')
  return day && month && year ? `${day}.${month}.${year}` : iso
}

const clock = (hhmm: string) => `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`

function AddressLines({
  address,
  contact = true,
  phone = true,
}: {
  address: OrderAddress
  contact?: boolean
  phone?: boolean
}) {
  return (
    <p>
      {joinName(address.type, address.name, address.firstname, address.lastname)}
      {contact && address.contact ? (
        <>
          <br />
          {address.contact}
        </>
      ) : null}
      <br />
      {address.street}
      <br />
      {`${address.zip} ${address.location}`}
      {phone && address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </p>
  )
}

/** Spec section 2, "Order confirm": the summary boxes, exactly as listed there. */
export function OrderSummary({ form }: { form: OrderForm }) {
  const { t } = useLingui()
  const single = form.invoiceType === 'single'
  const count = form.colis.colis.length
  const time = clock(form.time)
  return (
    <div className={styles.summary}>
      <section className={styles.box} aria-labelledby="summary-shipment">
        <h2 id="summary-shipment">{t`Shipment`}</h2>
        <p>
          {swissDate(form.date)}, {t`pickup from ${time}`}
        </p>
      </section>
      <section className={styles.box} aria-labelledby="summary-colis">
        <h2 id="summary-colis">{t`Colis`}</h2>
        <p>{t`${count} colis`}</p>
        <ul>
          {form.colis.colis.map((coli, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a coli is its position in the list
            <li key={index}>{`${coli.height} x ${coli.length} x ${coli.width} cm, ${coli.weight} kg`}</li>
          ))}
        </ul>
      </section>
      <section className={styles.box} aria-labelledby="summary-sender">
        <h2 id="summary-sender">{t`Pickup address`}</h2>
        <AddressLines address={form.sender} />
      </section>
      <section className={styles.box} aria-labelledby="summary-receiver">
        <h2 id="summary-receiver">{t`Delivery address`}</h2>
        <AddressLines address={form.receiver} />
      </section>
      <section className={styles.box} aria-labelledby="summary-notes">
        <h2 id="summary-notes">{t`Notes`}</h2>
        <p>{form.notes.trim() === '' ? t`n/A` : form.notes}</p>
      </section>
      <section className={styles.box} aria-labelledby="summary-invoice">
        <h2 id="summary-invoice">{t`Invoice address`}</h2>
        <AddressLines address={form.invoiceAddress} contact={single} phone={false} />
        <p>
          {t`Billing type`}: {single ? t`Single invoice per order` : t`Monthly collective invoice`}
        </p>
        {single && form.invoiceMail ? (
          <p>
            {t`Invoice e-mail`}: {form.invoiceMail}
          </p>
        ) : null}
        <p>
          {single ? t`Reference on invoice` : t`Order reference`}: {form.invoiceReference || t`n/A`}
        </p>
      </section>
    </div>
  )
}
