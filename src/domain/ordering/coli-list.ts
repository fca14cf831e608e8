import type { Organization } from '#domain/entities/organization'
import type { PackagingTemplate } from '#domain/entities/packaging-template'
import { chargeableWeight, MAX_COLIS, parseDecimal, volumetricWeight } from '#domain/weights'
import { emptyColi, type OrderColi, type OrderColis } from './order-form'

/** A whole count of colis as typed, or null (blank, letters, fractions, signs). */
export function parseCount(text: string): number | null {
  const trimmed = text.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null
}

/**
 * Spec section 5: the list grows or shrinks to match the count; a count above 15 is capped at 15
 * when the list is rebuilt. A count that cannot be read, or below 1, leaves the list alone so
 * nothing typed into it is lost while the user is still editing the count.
 */
export function resizeColis(colis: OrderColis, countText: string): OrderColis {
  const count = parseCount(countText)
  if (count === null || count < 1) return { ...colis, count: countText }
  const capped = Math.min(count, MAX_COLIS)
  const list = colis.colis.slice(0, capped)
  while (list.length < capped) list.push(emptyColi())
  return { count: String(capped), colis: list }
}

const isBlank = (text: string) => text.trim() === ''

/** Spec section 5: picking a template fills only the empty length, width and height. */
export function applyTemplate(coli: OrderColi, template: PackagingTemplate): OrderColi {
  return {
    ...coli,
    length: isBlank(coli.length) ? String(template.length) : coli.length,
    width: isBlank(coli.width) ? String(template.width) : coli.width,
    height: isBlank(coli.height) ? String(template.height) : coli.height,
  }
}

const folded = (text: string) => text.trim().toLocaleLowerCase('de-CH')

/** The template whose label the notes name exactly (ignoring case), else null. */
export function findTemplate(
  templates: readonly PackagingTemplate[],
  notes: string,
): PackagingTemplate | null {
  const wanted = folded(notes)
  if (wanted === '') return null
  return templates.find((template) => folded(template.label) === wanted) ?? null
}

/** Spec section 5: the autocomplete offers templates from the first character typed. */
export function templateSuggestions(
  templates: readonly PackagingTemplate[],
  text: string,
): PackagingTemplate[] {
  const wanted = folded(text)
  if (wanted === '') return []
  return templates.filter((template) => folded(template.label).includes(wanted))
}

interface ParsedColi {
  length: number
  width: number
  height: number
  weight: number
}

function parsedColi(coli: OrderColi): ParsedColi | null {
  const length = parseDecimal(coli.length)
  const width = parseDecimal(coli.width)
  const height = parseDecimal(coli.height)
  const weight = parseDecimal(coli.weight)
  if (length === null || width === null || height === null || weight === null) return null
  return { length, width, height, weight }
}

/** Volumetric and chargeable weight of one coli as typed; null until all four numbers read. */
export function coliWeights(coli: OrderColi): { volumetric: number; chargeable: number } | null {
  const parsed = parsedColi(coli)
  if (!parsed) return null
  return { volumetric: volumetricWeight(parsed), chargeable: chargeableWeight([parsed]) }
}

/** What the price is asked for: the chargeable weight of all colis, or null if one cannot be read. */
export function chargeableWeightOf(colis: readonly OrderColi[]): number | null {
  const parsed = colis.map(parsedColi)
  if (parsed.length === 0 || parsed.some((coli) => coli === null)) return null
  return chargeableWeight(parsed as ParsedColi[])
}

/** Spec section 4: use_default_coli prefills default_coli_count copies of the default coli. */
export function organizationColis(organization: Organization): OrderColis | null {
  if (!organization.use_default_coli) return null
  const count = Math.min(Math.max(1, Math.trunc(organization.default_coli_count)), MAX_COLIS)
  const coli: OrderColi = {
    notes: organization.default_coli_description,
    length: String(organization.default_coli_length),
    width: String(organization.default_coli_width),
    height: String(organization.default_coli_height),
    weight: String(organization.default_coli_weight),
    palette: false,
  }
  return { count: String(count), colis: Array.from({ length: count }, () => ({ ...coli })) }
}
