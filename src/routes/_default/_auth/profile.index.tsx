import { createFileRoute } from '@tanstack/react-router'
import { useProfileEditing } from '#app/use-profile-editing'
import { ProfilePage } from '#features/profile/profile-page'
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
