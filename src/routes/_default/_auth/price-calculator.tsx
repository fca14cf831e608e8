import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '#features/shell/page-states'

function PriceCalculatorPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Price calculator`} />
}

export const Route = createFileRoute('/_default/_auth/price-calculator')({ component: PriceCalculatorPage })
