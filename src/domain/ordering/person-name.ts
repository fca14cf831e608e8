import type { AddressType } from '#domain/entities/basics'
import type { OrderAddress } from './order-form'

/** A person's one name field as the address book and the payload keep it: 'firstname lastname'. */
export function joinName(type: AddressType, name: string, firstname: string, lastname: string): string {
  if (type === 'company') return name.trim()
  return [firstname.trim(), lastname.trim()].filter((part) => part !== '').join(' ')
}

/** The reverse, for a saved person: the first word is the first name, the rest the last name. */
export function splitName(name: string): { firstname: string; lastname: string } {
  const trimmed = name.trim()
  const space = trimmed.indexOf(' ')
  if (space < 0) return { firstname: '', lastname: trimmed }
  return { firstname: trimmed.slice(0, space), lastname: trimmed.slice(space + 1).trim() }
}

/**
 * A person's first name is required, except when the name came locked from the address book: the
 * book keeps one name field, so a one-word name ('Müller') is the last name alone and there is no
 * first name the user could type. The payload's firma is then 'Müller', which the spec's "name
 * required" of the order address block accepts.
 */
export function firstnameRequired(address: Pick<OrderAddress, 'type' | 'saved'>): boolean {
  return address.type !== 'company' && address.saved === null
}
