import { useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import styles from './key-caps.module.css'
import { type KeyNamer, useKeyNamer } from './key-names'

interface KeyCapsProps {
  /** The ways to press it, in tinykeys' notation ('g d', '$mod+Enter'); shown separated by "/". */
  keys: readonly string[]
  className?: string
  /** For tests and stories: the key names of another platform. */
  namer?: KeyNamer
  /**
   * Beside a control that names its shortcut in aria-keyshortcuts (a menu item): the caps are for
   * the eye only, so the control's name stays its label.
   */
  decorative?: boolean
}

/**
 * A shortcut as small key caps: a chord joined by "+", a sequence one cap after the other, the
 * ways apart by a slash (read as "or"). Quiet by design (design.md, "The desk").
 */
export function KeyCaps({ keys, className, namer, decorative = false }: KeyCapsProps) {
  const { t } = useLingui()
  const fallback = useKeyNamer()
  const name = namer ?? fallback
  return (
    <span
      className={[styles.caps, className].filter(Boolean).join(' ')}
      aria-hidden={decorative || undefined}
    >
      {keys.map((way, index) => (
        <Fragment key={way}>
          {index > 0 ? (
            <>
              <span aria-hidden="true" className={styles.or}>
                /
              </span>
              <span className="visually-hidden">{` ${t`or`} `}</span>
            </>
          ) : null}
          <span className={styles.way}>
            {way.split(' ').map((press, step) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a sequence may press one key twice; its place is its identity
              <span key={step} className={styles.press}>
                {press.split('+').map((key, part) => (
                  <Fragment key={key}>
                    {part > 0 ? <span className={styles.plus}>+</span> : null}
                    <kbd className={styles.cap}>{name(key)}</kbd>
                  </Fragment>
                ))}
              </span>
            ))}
          </span>
        </Fragment>
      ))}
    </span>
  )
}
