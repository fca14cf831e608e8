import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { ShipmentRow } from '#db/rows'
import { LOCALES, type Locale } from '#i18n/locales'
import type { PaletteEntry, PaletteScreen } from './palette-entry'
import { routeOf } from './record-entries'

/** Each language named in itself: a desk that switched by mistake still reads its own. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
}
/** Found whatever the current language: 'Sprache', 'langue', 'lingua', 'language'. */
const LANGUAGE_WORDS = 'Sprache langue lingua language'

interface CommandOptions {
  locale: Locale
  online: boolean
  /** The archived shipments offered to re-order (record-entries.ts, reorderCandidates). */
  reorder: readonly ShipmentRow[]
}

/**
 * The screens and actions, in the current language, with the keys that do the same outside the
 * palette (the shortcuts of issue 22: `g` then a letter, `n`, `t`). Every word of the main
 * navigation is among the keywords, so the name a user knows from the menu finds its screen.
 */
export function useCommandEntries({ locale, online, reorder }: CommandOptions): PaletteEntry[] {
  const { t } = useLingui()
  return useMemo(() => {
    const screen = (id: PaletteScreen, title: string, keywords: string, shortcut?: string): PaletteEntry => ({
      id: `screen:${id}`,
      kind: 'screen',
      title,
      detail: '',
      keywords,
      ...(shortcut ? { shortcut } : {}),
      target: { type: 'screen', screen: id },
    })
    const entries: PaletteEntry[] = [
      screen('dashboard', t`Dashboard`, t`Home start`, 'g d'),
      screen('active', t`Active shipments`, t`Shipments open`, 'g a'),
      screen('archive', t`Archive`, t`Shipments delivered`, 'g r'),
      screen('addressBook', t`Address book`, t`Addresses contacts`, 'g b'),
      screen('standingOrders', t`Standing orders`, t`Recurring tours`, 'g s'),
      screen('profile', t`Profile`, t`Account settings`, 'g p'),
      {
        id: 'action:newOrder',
        kind: 'action',
        title: t`New order`,
        detail: '',
        keywords: t`Order shipment`,
        shortcut: 'n',
        target: { type: 'screen', screen: 'order' },
      },
      {
        id: 'action:newOffer',
        kind: 'action',
        title: t`New offer`,
        detail: '',
        keywords: t`Offer quote`,
        target: { type: 'screen', screen: 'offer' },
      },
      {
        id: 'action:priceCalculator',
        kind: 'action',
        title: t`Price calculator`,
        detail: '',
        keywords: t`Price calculate`,
        needsNetwork: !online,
        target: { type: 'screen', screen: 'priceCalculator' },
      },
      {
        id: 'action:track',
        kind: 'action',
        title: t`Track shipment`,
        detail: '',
        keywords: t`Tracking number`,
        shortcut: 't',
        target: { type: 'track', number: null },
      },
      {
        id: 'action:newAddress',
        kind: 'action',
        title: t`New address`,
        detail: '',
        keywords: t`Address book`,
        target: { type: 'newAddress' },
      },
    ]
    for (const row of reorder) {
      const number = row.item.externalNumber || String(row.key)
      entries.push({
        id: `reorder:${row.key}`,
        kind: 'action',
        title: t`Re-order ${number}`,
        detail: routeOf(row.item.from, row.item.to),
        keywords: t`Order again`,
        target: { type: 'reorder', key: row.key },
      })
    }
    for (const other of LOCALES.filter((language) => language !== locale)) {
      const name = LANGUAGE_NAMES[other]
      entries.push({
        id: `locale:${other}`,
        kind: 'action',
        title: t`Switch language to ${name}`,
        detail: '',
        keywords: LANGUAGE_WORDS,
        target: { type: 'locale', locale: other },
      })
    }
    entries.push({
      id: 'action:logout',
      kind: 'action',
      title: t`Log out`,
      detail: '',
      keywords: t`Sign out`,
      target: { type: 'logout' },
    })
    return entries
  }, [t, online, reorder, locale])
}
