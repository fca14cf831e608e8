import type { Address } from '#domain/entities/address'
import type { AddressBlockKind } from './order-form'

const byLabel = new Intl.Collator('de-CH', { sensitivity: 'base', numeric: true })

/**
 * Spec section 2: the billing block offers only billing addresses; the shipping blocks offer
 * addresses that are a standard sender or receiver, or are not a billing address, or have a
 * location id. Sorted by label.
 */
export function savedAddressOptions(addresses: readonly Address[], block: AddressBlockKind): Address[] {
  const offered =
    block === 'invoiceAddress'
      ? addresses.filter((address) => address.isBillingAddress)
      : addresses.filter(
          (address) =>
            address.standardSenderAddress ||
            address.standardReceiverAddress ||
            !address.isBillingAddress ||
            address.locationId !== null,
        )
  return offered.sort((a, b) => byLabel.compare(a.label, b.label))
}

/**
 * Lower-cased labels, computed once per options list: a keystroke then only scans strings. Plain
 * toLowerCase: the same for the four languages, and many times faster than a locale-aware one
 * over 10,000 labels.
 */
const foldedLabels = new WeakMap<readonly Address[], string[]>()

export function labelsOf(options: readonly Address[]): string[] {
  let labels = foldedLabels.get(options)
  if (!labels) {
    labels = options.map((option) => option.label.toLowerCase())
    foldedLabels.set(options, labels)
  }
  return labels
}

/** Spec section 2: every space-separated word of the search appears in the label, ignoring case. */
export function searchSavedAddresses(options: readonly Address[], search: string): Address[] {
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
  if (words.length === 0) return [...options]
  const labels = labelsOf(options)
  const found: Address[] = []
  for (let index = 0; index < options.length; index++) {
    const label = labels[index] as string
    if (words.every((word) => label.includes(word))) found.push(options[index] as Address)
  }
  return found
}
