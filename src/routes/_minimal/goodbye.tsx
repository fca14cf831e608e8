import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { COMPANY, websiteLink } from '#domain/company'
import { Goodbye } from '#features/auth/goodbye'

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
