import type { PortalDatabase } from '#db/database'
import { db } from '#db/instance'
import {
  getNotificationSettings,
  saveNotificationSettings,
  useNotificationSettings,
} from '#db/queries/notification-settings'
import type { AccountId } from '#db/rows'
import { NotificationSettingsView } from './notification-settings-view'
import { browserPermission, type SystemPermission } from './system-permission'

interface NotificationSettingsSectionProps {
  account: AccountId
  /** The replica and the browser's permission (tests pass their own). */
  replica?: PortalDatabase
  permission?: SystemPermission
}

/** The settings section over the account's stored settings (live: another tab's change shows too). */
export function NotificationSettingsSection({
  account,
  replica = db,
  permission = browserPermission,
}: NotificationSettingsSectionProps) {
  const settings = useNotificationSettings(account, replica)
  return (
    <NotificationSettingsView
      settings={settings}
      permission={permission}
      onSave={(change) =>
        // Read and written in one transaction: a change made in another tab meanwhile is kept.
        replica.transaction('rw', replica.meta, async () => {
          const stored = await getNotificationSettings(account, replica)
          await saveNotificationSettings(account, change(stored), replica)
        })
      }
    />
  )
}
