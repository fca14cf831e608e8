import { createFileRoute } from '@tanstack/react-router'
import { NotificationSettingsSection } from '#features/notifications/notification-settings-section'
import { ProfilePage } from '#features/profile/profile-page'
import { useProfileEditing } from '#features/profile/use-profile-editing'
import { useScopeRefresh } from '#services/use-scope-refresh'
import { useServices } from '#services/use-services'

function ProfileRoute() {
  useScopeRefresh('profile')
  const { save, ...shown } = useProfileEditing()
  const account = useServices().account()
  return (
    <ProfilePage
      {...shown}
      onSave={save}
      notificationSettings={<NotificationSettingsSection account={account} />}
    />
  )
}

export const Route = createFileRoute('/_default/_auth/profile/')({ component: ProfileRoute })
