import { NotFoundPage } from '#features/shell/page-states'
import { DefaultLayoutRoute } from './default-layout-route'

/** The 404 page in the default layout (spec section 2), loaded on demand by the root route. */
export default function NotFoundRoute() {
  return (
    <DefaultLayoutRoute>
      <NotFoundPage />
    </DefaultLayoutRoute>
  )
}
