import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '#features/profile/profile-page'
import { useProfileEditing } from '#features/profile/use-profile-editing'
import { useScopeRefresh } from '#services/use-scope-refresh'

function ProfileRoute() {
  useScopeRefresh('profile')
  const { profile, lastSuccess, loadFailure, save, supportEmail } = useProfileEditing()
  return (
    <ProfilePage
      profile={profile}
      lastSuccess={lastSuccess}
      loadFailure={loadFailure}
      supportEmail={supportEmail}
      onSave={save}
    />
  )
}

export const Route = createFileRoute('/_default/_auth/profile/')({ component: ProfileRoute })
