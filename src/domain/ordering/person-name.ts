import type { AddressType } from '#domain/entities/basics'

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
