import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { ProfileErrorPage } from '#app/profile-error-page'
import { LoadingPage } from '#features/shell/page-states'

const CHANGE_PASSWORD = '/profile/change-password'

/** Every portal route: signed in, profile loaded, and a forced password change honoured (spec section 2). */
export const Route = createFileRoute('/_default/_auth')({
  beforeLoad: async ({ context, location }) => {
    const { services } = context
    if (!services.session.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
    // The worker loads while the profile (which names the account) is fetched, and starts after it.
    services.sync.prepare()
    const profile = await services.profile.ensure()
    // The replica fills in the background; screens render from it as soon as rows arrive.
    void services.sync.ensureStarted(services.username()).catch(() => undefined)
    if (profile.shouldChangePassword && location.pathname !== CHANGE_PASSWORD) {
      throw redirect({ to: CHANGE_PASSWORD })
    }
  },
  // A start from the cached profile has the page ready in well under this, so it paints once, whole;
  // a profile that must come from the network shows the shell and 'Loading…' after it.
  pendingMs: 200,
  pendingComponent: LoadingPage,
  errorComponent: ProfileErrorPage,
  component: Outlet,
})
