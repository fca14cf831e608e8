import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '#features/profile/profile-page'
import { useProfileEditing } from '#features/profile/use-profile-editing'
import { useScopeRefresh } from '#services/use-scope-refresh'

function ProfileRoute() {
  useScopeRefresh('profile')
  const { save, ...shown } = useProfileEditing()
  return <ProfilePage {...shown} onSave={save} />
}

export const Route = createFileRoute('/_default/_auth/profile/')({ component: ProfileRoute })
