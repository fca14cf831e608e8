import { useRouter } from '@tanstack/react-router'
import { RouteErrorPage } from '#features/shell/page-states'

/** The router's error screen for any route without its own: translated, with a retry and a way home. */
export function RouteError() {
  const router = useRouter()
  return <RouteErrorPage onRetry={() => void router.invalidate()} />
}
