import type { Locale } from '#domain/entities/basics'
import type { Organization } from '#domain/entities/organization'

/** Spec section 5: a missing required reference shows the organization's message for the locale. */
export function referenceMessage(
  organization: Pick<Organization, 'reference_msgs'>,
  locale: Locale,
): string | null {
  const message = organization.reference_msgs[locale]?.trim()
  return message ? message : null
}
