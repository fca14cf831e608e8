import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  type PollMinutes,
} from '#domain/notifications/settings'
import { Checkbox } from '#ui/components/checkbox'
import { Notice } from '#ui/components/notice'
import { RadioGroup, type RadioOption } from '#ui/components/radio-group'
import field from '#ui/components/text-field.module.css'
import styles from './notification-settings.module.css'
import type { SystemPermission } from './system-permission'

export interface NotificationSettingsViewProps {
  /** As stored for the account; undefined while the replica is read. */
  settings: NotificationSettings | undefined
  /**
   * Applies one change to the stored settings at once. A change is a function of what is stored,
   * so two quick clicks both count even before the first shows; a rejection leaves them as they were.
   */
  onSave: (change: (stored: NotificationSettings) => NotificationSettings) => Promise<void>
  permission: SystemPermission
}

type Problem = 'blocked' | 'dismissed' | 'unsupported' | 'notSaved'

/**
 * The profile page's "Notifications" section: which events, system notifications on or off, and
 * how often the desk polls while visible. Every change is saved for the account at once (it is a
 * setting of this device's replica, nothing to send); what shows is always what is stored.
 */
export function NotificationSettingsView({ settings, onSave, permission }: NotificationSettingsViewProps) {
  const { t } = useLingui()
  const headingId = useId()
  const [problem, setProblem] = useState<Problem | null>(null)
  const [asking, setAsking] = useState(false)

  const kindLabels: Record<NotificationKind, string> = {
    pickedUp: t`A shipment is picked up`,
    delivered: t`A shipment is delivered`,
    cancelled: t`A shipment is cancelled`,
    overdue: t`A delivery window passes without delivery`,
  }
  const pollOptions: RadioOption<`${PollMinutes}`>[] = [
    { value: '5', label: t`Every 5 minutes` },
    {
      value: '1',
      label: t`Every minute`,
      description: t`More traffic; for a desk that waits on deliveries.`,
    },
  ]

  const save = (change: Partial<NotificationSettings>) => {
    setProblem(null)
    onSave((stored) => ({ ...stored, ...change })).catch(() => setProblem('notSaved'))
  }
  const saveEvent = (kind: NotificationKind, on: boolean) => {
    setProblem(null)
    onSave((stored) => ({ ...stored, events: { ...stored.events, [kind]: on } })).catch(() =>
      setProblem('notSaved'),
    )
  }

  const switchSystem = async (on: boolean) => {
    if (!on) return save({ system: false })
    const state = permission.state()
    if (state === 'unsupported') return setProblem('unsupported')
    if (state === 'denied') return setProblem('blocked')
    if (state === 'granted') return save({ system: true })
    setAsking(true)
    try {
      const answer = await permission.request()
      if (answer === 'granted') save({ system: true })
      else setProblem(answer === 'denied' ? 'blocked' : 'dismissed')
    } catch {
      setProblem('blocked')
    } finally {
      setAsking(false)
    }
  }

  const problems: Record<Problem, string> = {
    blocked: t`Your browser blocks notifications from this portal, so system notifications stay off. Allow them in the browser’s site settings, then switch them on here again.`,
    dismissed: t`System notifications stay off: the browser was not allowed to show them. Switch them on again to be asked once more.`,
    unsupported: t`This browser cannot show system notifications. The bell in the header still lists every event.`,
    notSaved: t`The setting could not be saved on this device. The previous settings still apply.`,
  }
  const revoked = settings?.system === true && permission.state() === 'denied'

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="notification-settings">
      <h2 id={headingId} className={styles.title}>
        {t`Notifications`}
      </h2>
      <p className={styles.intro}>
        {t`The bell in the header lists status changes of your shipments. These settings apply to this account on this device.`}
      </p>
      {settings === undefined ? (
        <p role="status">{t`Loading…`}</p>
      ) : (
        <>
          <fieldset className={styles.group}>
            <legend className={`${styles.legend} ${field.label}`}>{t`Tell me when`}</legend>
            {NOTIFICATION_KINDS.map((kind) => (
              <Checkbox
                key={kind}
                label={kindLabels[kind]}
                checked={settings.events[kind]}
                onChange={(checked) => saveEvent(kind, checked)}
              />
            ))}
          </fieldset>
          <div className={styles.group}>
            <Checkbox
              label={t`Also show system notifications`}
              description={t`Shown by the browser even while the portal is in the background; one per event, a summary after a burst.`}
              checked={settings.system}
              disabled={asking}
              onChange={(on) => void switchSystem(on)}
            />
          </div>
          {revoked ? (
            <Notice tone="warning">
              {t`Your browser now blocks notifications from this portal: system notifications will not show until you allow them again in the browser’s site settings.`}
            </Notice>
          ) : null}
          {problem ? (
            <Notice tone={problem === 'notSaved' ? 'error' : 'warning'}>{problems[problem]}</Notice>
          ) : null}
          <RadioGroup
            label={t`Check for changes while the portal is open`}
            options={pollOptions}
            value={`${settings.pollMinutes}`}
            onChange={(value) => save({ pollMinutes: value === '1' ? 1 : 5 })}
          />
        </>
      )}
    </section>
  )
}
