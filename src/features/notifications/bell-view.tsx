import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components'
import type { NotificationRow } from '#db/rows'
import { formatDateTime } from '#i18n/format'
import { AriaLocale } from '#ui/components/aria-locale'
import { BellIcon } from '#ui/icons/icons'
import styles from './bell.module.css'
import { notificationLine } from './notification-line'

export interface BellViewProps {
  /** Newest first; undefined while the replica is read. */
  notifications: NotificationRow[] | undefined
  /** The unread events, not the total (design brief, "The desk"). */
  unread: number
  onMarkRead: (id: string) => void
  onMarkAllRead: () => void
}

/** A badge stays two digits wide at most, so the header keeps its size at 360 px. */
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread))

/**
 * The header's bell: the unread count, and a popover with the events newest first, each a link to
 * its shipment's detail that marks it read. React Aria's popover moves focus in, closes on Escape
 * or a click beside it, and gives the focus back to the bell.
 */
export function BellView({ notifications, unread, onMarkRead, onMarkAllRead }: BellViewProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const label = unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`
  return (
    <AriaLocale>
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <Button className={styles.bell} aria-label={label} data-testid="notification-bell">
          <BellIcon />
          {unread > 0 ? (
            <span className={styles.badge} aria-hidden="true">
              {badgeText(unread)}
            </span>
          ) : null}
        </Button>
        <Popover className={styles.popover} placement="bottom end" offset={8}>
          <Dialog className={styles.dialog} data-testid="notification-list">
            <div className={styles.head}>
              <Heading slot="title" className={styles.title}>
                {t`Notifications`}
              </Heading>
              <button
                type="button"
                className={styles.markAll}
                disabled={unread === 0}
                onClick={onMarkAllRead}
              >
                {t`Mark all read`}
              </button>
            </div>
            {notifications === undefined ? (
              <p className={styles.quiet} role="status">
                {t`Loading…`}
              </p>
            ) : notifications.length === 0 ? (
              <p className={styles.quiet}>
                {t`No notifications. When a shipment is picked up, delivered, cancelled or late, it shows here.`}
              </p>
            ) : (
              <ul className={styles.list}>
                {notifications.map((row) => (
                  <li key={row.id}>
                    <NotificationLink
                      row={row}
                      onOpen={() => {
                        if (!row.read) onMarkRead(row.id)
                        setOpen(false)
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
    </AriaLocale>
  )
}

function NotificationLink({ row, onOpen }: { row: NotificationRow; onOpen: () => void }) {
  const { t } = useLingui()
  const content = (
    <>
      <span className={styles.line}>
        {row.read ? null : <span className="visually-hidden">{t`Unread:`} </span>}
        {notificationLine(row)}
      </span>
      <time className={styles.time} dateTime={row.at}>
        {formatDateTime(row.at)}
      </time>
    </>
  )
  const className = row.read ? styles.item : `${styles.item} ${styles.unread}`
  const search = { open: row.shipmentKey }
  return row.list === 'archive' ? (
    <Link to="/archive" search={search} className={className} onClick={onOpen}>
      {content}
    </Link>
  ) : (
    <Link to="/active" search={search} className={className} onClick={onOpen}>
      {content}
    </Link>
  )
}
