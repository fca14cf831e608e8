/** The courier's own contact data, shown in the footer, the sidebar and the goodbye screen. */
export const COMPANY = {
  name: 'Velocity Kurier AG',
  street: 'Hardturmstrasse 101',
  place: '8005 Zürich',
  phone: '+41 44 000 00 00',
  phoneHref: 'tel:+41440000000',
  email: 'kundendienst@example.ch',
} as const

/** Pages of the public website, under the configurable website base URL. */
export function websiteLink(websiteBaseUrl: string, locale: string, page: string): string {
  return `${websiteBaseUrl}/${locale}/${page}`
}
