import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { COMPANY, websiteLink } from '#domain/company'
import type { Locale } from '#i18n/locales'
import styles from './shell.module.css'

interface FooterProps {
  locale: Locale
  websiteBaseUrl: string
  languageSwitcher: ReactNode
  year: number
}

/** Spec section 2: contact data, languages, links; the newsletter link only in German and French. */
export function Footer({ locale, websiteBaseUrl, languageSwitcher, year }: FooterProps) {
  const { t } = useLingui()
  const site = (page: string) => websiteLink(websiteBaseUrl, locale, page)
  return (
    <footer className={styles.footer}>
      <div className={styles.footerColumns}>
        <address className={styles.footerAddress}>
          <strong>{COMPANY.name}</strong>
          <br />
          {COMPANY.street}
          <br />
          {COMPANY.place}
          <br />
          <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
          <br />
          <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
        </address>
        <nav aria-label={t`Footer`}>
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/order/{-$archivedShipment}">{t`Order`}</Link>
            </li>
            <li>
              <Link to="/offer">{t`Offer`}</Link>
            </li>
            <li>
              <a href={site('services')}>{t`Services`}</a>
            </li>
            <li>
              <a href={site('faq')}>{t`FAQ`}</a>
            </li>
            <li>
              <a href={site('terms')}>{t`Terms and conditions`}</a>
            </li>
            <li>
              <a href={site('contact')}>{t`Contact`}</a>
            </li>
            {locale === 'de' || locale === 'fr' ? (
              <li>
                <a href={site('newsletter')}>{t`Subscribe to the newsletter`}</a>
              </li>
            ) : null}
          </ul>
        </nav>
        <div>{languageSwitcher}</div>
      </div>
      <div className={styles.footerBottom}>
        <span>
          © {year} {COMPANY.name}
        </span>
        <a href={site('certificates')}>{t`Certificates`}</a>
        <a href={site('imprint')}>{t`Imprint`}</a>
        <a href={site('terms-full')}>{t`Full terms`}</a>
      </div>
    </footer>
  )
}
