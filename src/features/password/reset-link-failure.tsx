import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Notice } from '#ui/components/notice'

/** AUTH-038's failure, with the way to a working link: a new request. */
export function ResetLinkFailure() {
  const { t } = useLingui()
  return (
    <>
      <Notice tone="error">{t`An error occurred.`}</Notice>
      <p>
        {t`A reset link works once and only as it was mailed.`}{' '}
        <Link to="/login/password-reset">{t`Request a new link`}</Link>
      </p>
    </>
  )
}
