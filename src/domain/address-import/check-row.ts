import * as v from 'valibot'
import { ADDRESS_FLAGS, type AddressFlag, setFlag } from '#domain/address-flags'
import { type AddressSaveInput, addressSaveInput, usesLocationPicker } from '#domain/changes/address-save'
import { REQUIRED, TOO_LONG } from '#domain/changes/issue-codes'
import type { AddressType } from '#domain/entities/basics'
import { unguardCell } from '#domain/export/spreadsheet-cell'
import { ADDRESS_LIMITS } from './address-limits'
import { cleanCell, joinStreet, personName, plainZip, readFlag, readType } from './cell-values'
import type { CheckContext } from './check-context'
import type { ColumnMapping, ImportField, ImportRow, RowIssue } from './contract'
import { readPhone } from './phone'
import {
  FLAG_NOT_ALLOWED,
  INVALID_PHONE,
  NOT_YES_OR_NO,
  PLACE_UNKNOWN,
  UNKNOWN_TYPE,
} from './row-issue-codes'

export type Cells = ImportRow['cells']

/**
 * A data row's cells by the field their column fills; ignored columns are left out. The quote a
 * spreadsheet export puts before a formula-like cell ('+41 44 …' written as text) is the file's
 * way of writing the cell, not part of it: it goes, and is no fix.
 */
export function cellsOf(row: readonly string[], mapping: ColumnMapping): Cells {
  const cells: Cells = {}
  mapping.forEach((field, column) => {
    if (field !== null) cells[field] = unguardCell(row[column] ?? '')
  })
  return cells
}

/** One row's findings as they are gathered: the first issue of a field is the one shown. */
class Findings {
  readonly issues: RowIssue[] = []
  readonly fixed = new Set<ImportField>()
  needsNetwork = false

  hasPlaceIssue(): boolean {
    return this.issues.some((issue) => issue.field === 'zip' || issue.field === 'location')
  }

  add(field: ImportField, code: string): void {
    if (!this.issues.some((issue) => issue.field === field)) this.issues.push({ field, code })
  }
}

function cleaned(raw: Cells, findings: Findings): Cells {
  const cells: Cells = {}
  for (const [field, text] of Object.entries(raw) as [ImportField, unknown][]) {
    // The screen hands edited cells back: anything but text reads as a blank cell.
    const clean = typeof text === 'string' ? cleanCell(text, field === 'street') : ''
    if (clean !== text) findings.fixed.add(field)
    cells[field] = clean
  }
  return cells
}

type Flags = Pick<AddressSaveInput, AddressFlag>

/** The use flags as the address form would set them, ticked one after another in its order. */
function flagsOf(cells: Cells, findings: Findings, context: CheckContext): Flags {
  let flags: Flags = {
    standardSenderAddress: false,
    standardReceiverAddress: false,
    standardBillingAddress: false,
    isBillingAddress: false,
  }
  for (const flag of ADDRESS_FLAGS) {
    const value = readFlag(cells[flag] ?? '')
    if (value === null) findings.add(flag, NOT_YES_OR_NO)
    else flags = setFlag(flags, flag, value)
  }
  // A standard billing address is a billing address: the cell that said no now says what the other said.
  if (flags.isBillingAddress && readFlag(cells.isBillingAddress ?? '') === false) {
    cells.isBillingAddress = cells.standardBillingAddress ?? ''
    findings.fixed.add('isBillingAddress')
  }
  const rights = context.organization
  if (rights && !rights.change_default_invoice_address_allowed && flags.standardBillingAddress)
    findings.add('standardBillingAddress', FLAG_NOT_ALLOWED)
  if (rights && !rights.select_or_create_invoice_address_allowed && flags.isBillingAddress)
    findings.add(
      flags.standardBillingAddress ? 'standardBillingAddress' : 'isBillingAddress',
      FLAG_NOT_ALLOWED,
    )
  return flags
}

/** Zip, place and location id: checked against the place search unless the address is billing-only. */
function placeOf(cells: Cells, flags: Flags, findings: Findings, context: CheckContext) {
  const written = cells.zip ?? ''
  const zip = plainZip(written)
  if (zip !== written) {
    cells.zip = zip
    findings.fixed.add('zip')
  }
  const location = cells.location ?? ''
  if (!usesLocationPicker(flags) || zip === '') return { zip, location, locationId: null }
  const place = context.places(zip, location)
  if (place.kind === 'needs-network') findings.needsNetwork = true
  if (place.kind === 'unknown')
    findings.add(location === '' ? 'location' : 'zip', location === '' ? REQUIRED : PLACE_UNKNOWN)
  if (place.kind !== 'found') return { zip, location, locationId: null }
  for (const [field, value] of [
    ['zip', place.zip],
    ['location', place.location],
  ] as const) {
    if (cells[field] !== value) {
      cells[field] = value
      findings.fixed.add(field)
    }
  }
  return { zip: place.zip, location: place.location, locationId: place.locationId }
}

function phoneOf(cells: Cells, findings: Findings): string {
  const phone = readPhone(cells.phone ?? '')
  if (phone.kind === 'invalid') findings.add('phone', INVALID_PHONE)
  if (phone.kind !== 'phone') return cells.phone ?? ''
  if (cells.phone !== phone.shown) {
    cells.phone = phone.shown
    findings.fixed.add('phone')
  }
  return phone.stored
}

/** The field the user fixes for a problem of the address's name: the company, or the person's name. */
function nameField(cells: Cells, type: AddressType | null): ImportField {
  if ((cells.company ?? '') !== '' || type === 'company') return 'company'
  if ('lastName' in cells || 'firstName' in cells) {
    return (cells.firstName ?? '').length > (cells.lastName ?? '').length ? 'firstName' : 'lastName'
  }
  return 'company'
}

/** Where the address save's issues go: the column the user edits. */
function fieldOfPath(key: string, name: ImportField): ImportField | null {
  if (key === 'name') return name
  if (key === 'locationId') return 'zip'
  if (key === 'id') return null
  return key as ImportField
}

function checkLengths(input: AddressSaveInput, name: ImportField, findings: Findings): void {
  const fields: [keyof typeof ADDRESS_LIMITS, ImportField][] = [
    ['name', name],
    ['street', 'street'],
    ['contact', 'contact'],
    ['zip', 'zip'],
    ['location', 'location'],
    ['phone', 'phone'],
  ]
  for (const [key, field] of fields)
    if (input[key].length > ADDRESS_LIMITS[key]) findings.add(field, TOO_LONG)
}

/**
 * One row's check without the duplicate search: its cells cleaned and fixed, and the address save
 * it becomes, built as the address form builds it and validated with the form's own schema.
 */
export function checkCells(index: number, raw: Cells, context: CheckContext): ImportRow {
  const findings = new Findings()
  const cells = cleaned(raw, findings)
  const company = cells.company ?? ''
  const type = readType(cells.type ?? '', company !== '')
  if (type === null) findings.add('type', (cells.type ?? '') === '' ? REQUIRED : UNKNOWN_TYPE)
  const flags = flagsOf(cells, findings, context)
  const person = personName(cells.firstName ?? '', cells.lastName ?? '')
  // A company's person goes to its contact line, as the address form keeps the two.
  if (company !== '' && person !== '' && (cells.contact ?? '') === '') {
    cells.contact = person
    findings.fixed.add('contact')
  }
  const name = nameField(cells, type)
  const input: AddressSaveInput = {
    id: null,
    type: type ?? 'company',
    name: company !== '' ? company : person,
    street: joinStreet(cells.street ?? '', cells.houseNumber ?? ''),
    contact: cells.contact ?? '',
    phone: phoneOf(cells, findings),
    ...placeOf(cells, flags, findings, context),
    ...flags,
  }
  checkLengths(input, name, findings)
  const parsed = v.safeParse(addressSaveInput, input)
  for (const issue of parsed.issues ?? []) {
    const key = String(issue.path?.[0]?.key ?? '')
    const field = fieldOfPath(key, name)
    // A place that waits for the network has no id yet: that is its status, not an error; a place
    // already reported on its zip or place text is not reported twice.
    if (field === null || (key === 'locationId' && (findings.needsNetwork || findings.hasPlaceIssue())))
      continue
    findings.add(field, issue.message)
  }
  const status = findings.issues.length > 0 ? 'error' : findings.needsNetwork ? 'needs-network' : undefined
  const fixed = [...findings.fixed]
  const row: ImportRow = {
    index,
    cells,
    status: status ?? (fixed.length > 0 ? 'fixed' : 'ready'),
    fixed,
    issues: findings.issues,
  }
  if (status === undefined) row.input = input
  return row
}

/** One data row of the file, checked. */
export function checkRow(
  row: readonly string[],
  index: number,
  mapping: ColumnMapping,
  context: CheckContext,
) {
  return checkCells(index, cellsOf(row, mapping), context)
}
