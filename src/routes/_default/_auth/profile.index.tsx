import { createFileRoute } from '@tanstack/react-router'
import { useProfileEditing } from '#app/use-profile-editing'
import { useScopeRefresh } from '#app/use-scope-refresh'
import { ProfilePage } from '#features/profile/profile-page'

function ProfileRoute() {
  useScopeRefresh('profile')
  const { profile, lastSuccess, save, supportEmail } = useProfileEditing()
  return <ProfilePage profile={profile} lastSuccess={lastSuccess} supportEmail={supportEmail} onSave={save} />
}

export const Route = createFileRoute('/_default/_auth/profile/')({ component: ProfileRoute })
