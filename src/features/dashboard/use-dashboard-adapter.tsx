import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { Temporal } from 'temporal-polyfill'
import { getDraft, mergeDraft } from '#db/queries/drafts'
import { websiteLink } from '#domain/company'
import { withCalculatorPlace } from '#domain/ordering/calculator-order'
import { emptyOrderForm, orderDraftSchema } from '#domain/ordering/order-form'
import { ZURICH } from '#domain/zurich-time'
import { useLocale } from '#i18n/use-locale'
import { useLocationSearch } from '#services/use-location-search'
import { useServices } from '#services/use-services'
import type { DashboardApi } from './dashboard-api'

/** What other features lend the dashboard's widgets: the route composes them, as features never import each other. */
export interface DashboardParts {
  /** The reduced tracking form (features/tracking). */
  trackForm: ReactNode
  /** The switch-user panel (features/switch-user). */
  switchUserPanel: ReactNode
  canSwitchUser: boolean
}

/**
 * The dashboard's outside world, the DashboardApi its widgets read through useDashboardApi: online
 * calls in the portal's language, the order draft the calculator widget writes, and the pieces of
 * other features its widgets mount.
 */
export function useDashboardAdapter({
  trackForm,
  switchUserPanel,
  canSwitchUser,
}: DashboardParts): DashboardApi {
  const services = useServices()
  const navigate = useNavigate()
  const locale = useLocale()
  const account = services.account()
  const searchLocations = useLocationSearch()

  return useMemo<DashboardApi>(() => {
    const { api } = services
    const site = (page: string) => websiteLink(services.config.websiteBaseUrl, locale, page)
    return {
      account,
      locale,
      today: () => Temporal.Now.zonedDateTimeISO(ZURICH).toPlainDate().toString(),
      summary: (signal) => api.shipments.summary({ signal }),
      savedEmission: (signal) => api.shipments.savedEmission({ signal }),
      team: (signal) => api.website.team(locale, { signal }),
      serviceInformation: (signal) => api.website.serviceInformation(locale, { signal }),
      blog: (signal) => api.website.blogFeed(locale, { signal }),
      searchLocations,
      async saveCalculatorPlaces(from, to) {
        const draft = (await getDraft(account, 'order', orderDraftSchema)) ?? emptyOrderForm()
        await mergeDraft(account, 'order', {
          // As the price calculator does: another place than the draft's leaves the place alone,
          // without the old company, street and saved-address link.
          sender: withCalculatorPlace(draft.sender, from),
          receiver: withCalculatorPlace(draft.receiver, to),
        })
      },
      openPriceCalculator: () => void navigate({ to: '/price-calculator' }),
      links: {
        faq: site('faq'),
        team: site('team'),
        prices: site('prices'),
        blog: locale === 'de' || locale === 'fr' ? site('blog') : null,
      },
      canSwitchUser,
      trackForm,
      switchUserPanel,
    }
  }, [services, account, locale, navigate, canSwitchUser, trackForm, switchUserPanel, searchLocations])
}
