import { t } from '@lingui/core/macro'
import * as v from 'valibot'
import type { PendingChange } from '#db/queries/outbox'
import { zurichOffsetDateTime } from '#domain/zurich-time'
import { formatDateTime } from '#i18n/format'

/**
 * One line that tells a waiting change from the others in the panel: which order, address, name
 * or e-mail it is. Read from the stored payload whatever build stored it, so a change that needs
 * attention (one of an earlier version too) stays readable; a payload it cannot read gives none.
 */

const place = v.looseObject({ zip: v.string(), location: v.string() })
const formOrder = v.looseObject({
  form: v.looseObject({ date: v.string(), time: v.string(), sender: place, receiver: place }),
})
const wirePlace = v.looseObject({ postleitzahl: v.string(), ort: v.string() })
const wireOrder = v.looseObject({
  order: v.looseObject({
    start_date: v.string(),
    start_time: v.string(),
    kontaktadressen: v.looseObject({ send: v.array(wirePlace), receive: v.array(wirePlace) }),
  }),
})
const address = v.looseObject({
  address: v.looseObject({
    name: v.string(),
    firstname: v.optional(v.string()),
    lastname: v.optional(v.string()),
    zip: v.string(),
    location: v.string(),
  }),
})
const rename = v.looseObject({ customerName: v.string() })
const edit = v.looseObject({ edit: v.looseObject({ reference: v.string(), numberOfColis: v.number() }) })
const podEmail = v.looseObject({ email: v.string() })

const words = (...parts: (string | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ')

function pickup(date: string, time: string): string {
  const at = zurichOffsetDateTime(date, time)
  return Number.isNaN(Date.parse(at)) ? words(date, time) : formatDateTime(at)
}

function orderSummary(payload: unknown): string | null {
  const stored = v.safeParse(formOrder, payload)
  if (stored.success) {
    const { date, time, sender, receiver } = stored.output.form
    const at = pickup(date, `${time.slice(0, 2)}:${time.slice(2, 4)}:00`)
    return `${at} · ${words(sender.zip, sender.location)} → ${words(receiver.zip, receiver.location)}`
  }
  const wire = v.safeParse(wireOrder, payload)
  if (!wire.success) return null
  const { start_date, start_time, kontaktadressen } = wire.output.order
  const [from] = kontaktadressen.send
  const [to] = kontaktadressen.receive
  return `${pickup(start_date, start_time)} · ${words(from?.postleitzahl, from?.ort)} → ${words(to?.postleitzahl, to?.ort)}`
}

export function changeSummary(change: PendingChange): string | null {
  switch (change.kind) {
    case 'createShipment':
      return orderSummary(change.payload)
    case 'saveAddress': {
      const stored = v.safeParse(address, change.payload)
      if (!stored.success) return null
      const { name, firstname, lastname, zip, location } = stored.output.address
      return `${words(name, firstname, lastname)}, ${words(zip, location)}`
    }
    case 'renameStandingOrder': {
      const stored = v.safeParse(rename, change.payload)
      return stored.success ? stored.output.customerName : null
    }
    case 'editShipment': {
      const stored = v.safeParse(edit, change.payload)
      if (!stored.success) return null
      const { reference, numberOfColis } = stored.output.edit
      return t`Reference “${reference}”, ${numberOfColis} colis`
    }
    case 'requestPodEmail': {
      const stored = v.safeParse(podEmail, change.payload)
      return stored.success ? stored.output.email : null
    }
    default:
      return null
  }
}
