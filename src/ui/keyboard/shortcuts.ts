import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Where a shortcut works: the help dialog's groups, in this order. */
export type ShortcutGroup = 'everywhere' | 'lists' | 'forms'

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = ['everywhere', 'lists', 'forms']

export type ShortcutId =
  | 'palette'
  | 'help'
  | 'goDashboard'
  | 'goActive'
  | 'goArchive'
  | 'goAddressBook'
  | 'goStandingOrders'
  | 'goProfile'
  | 'newOrder'
  | 'track'
  | 'closeDialog'
  | 'filter'
  | 'rowMove'
  | 'rowFirstLast'
  | 'rowPage'
  | 'rowOpen'
  | 'rowSelect'
  | 'rowExtend'
  | 'submitForm'

export interface Shortcut {
  id: ShortcutId
  group: ShortcutGroup
  /**
   * The keys in tinykeys' notation, each item one way to do it: presses separated by a space make
   * a sequence ('g d'), `+` a chord ('$mod+Enter'; $mod is Ctrl, or ⌘ on a Mac).
   */
  keys: readonly string[]
  description: MessageDescriptor
  /**
   * Who listens for the keys: 'desk' for the global bindings of features/shortcuts; 'palette',
   * 'table' and 'form' are bound where they act (the palette's launcher, the list kit's rows, the
   * forms), and 'dialog' by React Aria's modals. The help dialog lists them all.
   */
  boundBy: 'desk' | 'palette' | 'table' | 'form' | 'dialog'
}

/**
 * Every shortcut of the portal, once: the desk binds its own from here, the help dialog lists
 * them all, and controls take their `aria-keyshortcuts` from it, so a key shown is a key that works.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'palette',
    group: 'everywhere',
    keys: ['$mod+k'],
    boundBy: 'palette',
    description: msg`Search or jump to…`,
  },
  {
    id: 'help',
    group: 'everywhere',
    keys: ['?'],
    boundBy: 'desk',
    description: msg`Show the keyboard shortcuts`,
  },
  {
    id: 'goDashboard',
    group: 'everywhere',
    keys: ['g d'],
    boundBy: 'desk',
    description: msg`Go to the dashboard`,
  },
  {
    id: 'goActive',
    group: 'everywhere',
    keys: ['g a'],
    boundBy: 'desk',
    description: msg`Go to the active shipments`,
  },
  {
    id: 'goArchive',
    group: 'everywhere',
    keys: ['g r'],
    boundBy: 'desk',
    description: msg`Go to the archive`,
  },
  {
    id: 'goAddressBook',
    group: 'everywhere',
    keys: ['g b'],
    boundBy: 'desk',
    description: msg`Go to the address book`,
  },
  {
    id: 'goStandingOrders',
    group: 'everywhere',
    keys: ['g s'],
    boundBy: 'desk',
    description: msg`Go to the standing orders`,
  },
  {
    id: 'goProfile',
    group: 'everywhere',
    keys: ['g p'],
    boundBy: 'desk',
    description: msg`Go to the profile`,
  },
  { id: 'newOrder', group: 'everywhere', keys: ['n'], boundBy: 'desk', description: msg`New order` },
  { id: 'track', group: 'everywhere', keys: ['t'], boundBy: 'desk', description: msg`Track a shipment` },
  {
    id: 'closeDialog',
    group: 'everywhere',
    keys: ['Escape'],
    boundBy: 'dialog',
    description: msg`Close the dialog or menu`,
  },
  { id: 'filter', group: 'lists', keys: ['/'], boundBy: 'desk', description: msg`Go to the filter` },
  {
    id: 'rowMove',
    group: 'lists',
    keys: ['ArrowDown', 'ArrowUp', 'j', 'k'],
    boundBy: 'table',
    description: msg`Next or previous row`,
  },
  {
    id: 'rowFirstLast',
    group: 'lists',
    keys: ['Home', 'End'],
    boundBy: 'table',
    description: msg`First or last row`,
  },
  {
    id: 'rowPage',
    group: 'lists',
    keys: ['PageDown', 'PageUp'],
    boundBy: 'table',
    description: msg`Ten rows down or up`,
  },
  {
    id: 'rowOpen',
    group: 'lists',
    keys: ['Enter'],
    boundBy: 'table',
    description: msg`Open the row’s details`,
  },
  {
    id: 'rowSelect',
    group: 'lists',
    keys: ['x', 'Space'],
    boundBy: 'table',
    description: msg`Select the row or clear it`,
  },
  {
    id: 'rowExtend',
    group: 'lists',
    keys: ['Shift+ArrowDown', 'Shift+ArrowUp'],
    boundBy: 'table',
    description: msg`Extend the selection`,
  },
  {
    id: 'submitForm',
    group: 'forms',
    keys: ['$mod+Enter'],
    boundBy: 'form',
    description: msg`Send the form: Next, then Order on the confirmation`,
  },
]

const BY_ID = new Map(SHORTCUTS.map((shortcut) => [shortcut.id, shortcut]))

export function shortcutOf(id: ShortcutId): Shortcut {
  const shortcut = BY_ID.get(id)
  if (!shortcut) throw new Error(`No shortcut ${id}`)
  return shortcut
}
