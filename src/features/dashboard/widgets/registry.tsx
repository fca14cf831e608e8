import { useLingui } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import type { WidgetName } from '#domain/dashboard/layout'
import { ActiveWidget } from './active-widget'
import { AddressesWidget } from './addresses-widget'
import { ArchiveWidget } from './archive-widget'
import { BlogWidget } from './blog-widget'
import { EmployeeWidget } from './employee-widget'
import { PriceCalculatorWidget } from './price-calculator-widget'
import { QuickLinksWidget } from './quick-links-widget'
import { RecurringShipmentsWidget } from './recurring-shipments-widget'
import { SavingsWidget } from './savings-widget'
import { ServiceInformationWidget } from './service-information-widget'
import { SwitchUserWidget } from './switch-user-widget'
import { TrackWidget } from './track-widget'

/** One component per widget (architecture: each widget its own file behind a registry). */
export const WIDGETS: Record<WidgetName, ComponentType> = {
  serviceInformation: ServiceInformationWidget,
  switchUser: SwitchUserWidget,
  active: ActiveWidget,
  archive: ArchiveWidget,
  track: TrackWidget,
  addresses: AddressesWidget,
  savings: SavingsWidget,
  quickLinks: QuickLinksWidget,
  priceCalculator: PriceCalculatorWidget,
  employee: EmployeeWidget,
  recurringShipments: RecurringShipmentsWidget,
  blog: BlogWidget,
}

/** The names the sorting mode shows for each widget. */
export function useWidgetTitles(): Record<WidgetName, string> {
  const { t } = useLingui()
  return {
    serviceInformation: t`Service information`,
    switchUser: t`Switch user`,
    active: t`Today's shipments`,
    archive: t`Archive`,
    track: t`Track shipment`,
    addresses: t`Addresses`,
    savings: t`CO2 saved this year`,
    quickLinks: t`Quick links`,
    priceCalculator: t`Price calculator`,
    employee: t`Your contact`,
    recurringShipments: t`Standing orders`,
    blog: t`News`,
  }
}
