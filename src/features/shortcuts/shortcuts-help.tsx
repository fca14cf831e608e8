import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Dialog } from '#ui/components/dialog'
import { KeyCaps } from '#ui/keyboard/key-caps'
import type { KeyNamer } from '#ui/keyboard/key-names'
import { SHORTCUT_GROUPS, SHORTCUTS, type ShortcutGroup } from '#ui/keyboard/shortcuts'
import styles from './shortcuts-help.module.css'

interface ShortcutsHelpProps {
  open: boolean
  onClose: () => void
  /** For tests: the key names of a given platform. */
  namer?: KeyNamer
}

/** `?` and the account menu's "Keyboard shortcuts": every shortcut, by where it works. */
export function ShortcutsHelp({ open, onClose, namer }: ShortcutsHelpProps) {
  const { t } = useLingui()
  const titles: Record<ShortcutGroup, string> = {
    everywhere: t`Everywhere`,
    lists: t`Lists`,
    forms: t`Forms`,
  }
  return (
    <Dialog open={open} title={t`Keyboard shortcuts`} closeLabel={t`Close`} onClose={onClose}>
      <div className={styles.groups} data-testid="shortcuts-help">
        {SHORTCUT_GROUPS.map((group) => (
          <ShortcutTable key={group} group={group} title={titles[group]} namer={namer} />
        ))}
      </div>
    </Dialog>
  )
}

function ShortcutTable({ group, title, namer }: { group: ShortcutGroup; title: string; namer?: KeyNamer }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {title}
      </h4>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t`Action`}</th>
            <th scope="col">{t`Keys`}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.filter((shortcut) => shortcut.group === group).map((shortcut) => (
            <tr key={shortcut.id} data-shortcut={shortcut.id}>
              <th scope="row" className={styles.action}>
                {i18n._(shortcut.description)}
              </th>
              <td className={styles.keys}>
                <KeyCaps keys={shortcut.keys} {...(namer ? { namer } : {})} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
