import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { ShipmentRow } from '#db/rows'
import { LOCALES, type Locale } from '#i18n/locales'
import { type ShortcutId, shortcutOf } from '#ui/keyboard/shortcuts'
import type { PaletteEntry, PaletteScreen, PaletteTarget } from './palette-entry'
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
    // The key shown is the shortcut table's, so the palette names the key that works.
    const keysOf = (shortcut?: ShortcutId) => (shortcut ? { shortcut: shortcutOf(shortcut).keys[0] } : {})
    const screen = (
      id: PaletteScreen,
      title: string,
      keywords: string,
      shortcut?: ShortcutId,
    ): PaletteEntry => ({
      id: `screen:${id}`,
      kind: 'screen',
      title,
      detail: '',
      keywords,
      ...keysOf(shortcut),
      target: { type: 'screen', screen: id },
    })
    const action = (
      id: string,
      title: string,
      keywords: string,
      target: PaletteTarget,
      extra: { shortcut?: ShortcutId; needsNetwork?: boolean } = {},
    ): PaletteEntry => ({
      id: `action:${id}`,
      kind: 'action',
      title,
      detail: '',
      keywords,
      ...keysOf(extra.shortcut),
      ...(extra.needsNetwork ? { needsNetwork: true } : {}),
      target,
    })
    const entries: PaletteEntry[] = [
      screen('dashboard', t`Dashboard`, t`Home start`, 'goDashboard'),
      screen('active', t`Active shipments`, t`Shipments open`, 'goActive'),
      screen('archive', t`Archive`, t`Shipments delivered`, 'goArchive'),
      screen('addressBook', t`Address book`, t`Addresses contacts`, 'goAddressBook'),
      screen('standingOrders', t`Standing orders`, t`Recurring tours`, 'goStandingOrders'),
      screen('profile', t`Profile`, t`Account settings`, 'goProfile'),
      action(
        'newOrder',
        t`New order`,
        t`Order shipment`,
        { type: 'screen', screen: 'order' },
        { shortcut: 'newOrder' },
      ),
      action('newOffer', t`New offer`, t`Offer quote`, { type: 'screen', screen: 'offer' }),
      action(
        'priceCalculator',
        t`Price calculator`,
        t`Price calculate`,
        { type: 'screen', screen: 'priceCalculator' },
        { needsNetwork: !online },
      ),
      action(
        'track',
        t`Track shipment`,
        t`Tracking number`,
        { type: 'track', number: null },
        { shortcut: 'track' },
      ),
      action('newAddress', t`New address`, t`Address book`, { type: 'newAddress' }),
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
    entries.push(action('logout', t`Log out`, t`Sign out`, { type: 'logout' }))
    return entries
  }, [t, online, reorder, locale])
}
