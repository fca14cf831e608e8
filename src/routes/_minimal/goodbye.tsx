import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Goodbye } from '#features/auth/goodbye'
import { COMPANY, websiteLink } from '#features/shell/company'

function GoodbyePage() {
  const { services } = Route.useRouteContext()
  const { i18n } = useLingui()
  return (
    <Goodbye
      faqUrl={websiteLink(services.config.websiteBaseUrl, i18n.locale, 'faq')}
      phone={COMPANY.phone}
      phoneHref={COMPANY.phoneHref}
    />
  )
}

export const Route = createFileRoute('/_minimal/goodbye')({ component: GoodbyePage })
