import type { Address } from '#domain/entities/address'
import { createNarrowingFilter } from '#domain/row-index'
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

/** An option with its label lower-cased once: a keystroke then only scans strings. */
export interface LabelledAddress {
  address: Address
  label: string
}

/**
 * Lower-cased labels, computed once per options list. Plain toLowerCase: the same for the four
 * languages, and many times faster than a locale-aware one over 10,000 labels.
 */
const labelled = new WeakMap<readonly Address[], LabelledAddress[]>()

export function labelledOptions(options: readonly Address[]): LabelledAddress[] {
  let entries = labelled.get(options)
  if (!entries) {
    entries = options.map((address) => ({ address, label: address.label.toLowerCase() }))
    labelled.set(options, entries)
  }
  return entries
}

const wordsOf = (search: string) =>
  search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')

const matchesWords = (entry: LabelledAddress, words: readonly string[]) =>
  words.every((word) => entry.label.includes(word))

/** Every label with all of `next`'s words has all of `previous`'s: each is within one of them. */
const wordsNarrow = (previous: readonly string[], next: readonly string[]) =>
  previous.every((word) => next.some((typed) => typed.includes(word)))

/** Spec section 2: every space-separated word of the search appears in the label, ignoring case. */
export function searchSavedAddresses(options: readonly Address[], search: string): Address[] {
  const words = wordsOf(search)
  if (words.length === 0) return [...options]
  return labelledOptions(options)
    .filter((entry) => matchesWords(entry, words))
    .map((entry) => entry.address)
}

/**
 * The same search for one selector as the user types, answering the first `limit` matches: the
 * scan stops there, and typing on looks only at the last matches, then reads on from where the last
 * search stopped (createNarrowingFilter), so no keystroke reads the whole book when matches abound.
 */
export function createSavedAddressSearch(
  limit = Number.POSITIVE_INFINITY,
): (options: readonly Address[], search: string) => Address[] {
  const filter = createNarrowingFilter(
    (words: readonly string[]) => (entry: LabelledAddress) => matchesWords(entry, words),
    wordsNarrow,
    limit,
  )
  return (options, search) => {
    const words = wordsOf(search)
    if (words.length === 0) return options.slice(0, limit)
    return filter(labelledOptions(options), words)
      .slice()
      .map((entry) => entry.address)
  }
}
