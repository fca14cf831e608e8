import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { RegistrationFailure } from '#domain/registration/registration-failure'
import { Notice } from '#ui/components/notice'
import { STEP_PATHS, useStepTitles } from './step-paths'

/**
 * A failed registration, said plainly (decisions: nothing fails silently). The form is kept and
 * Register can be pressed again; a refused value links to the step that holds it.
 */
export function FailureNotice({ failure }: { failure: RegistrationFailure | null }) {
  const { t } = useLingui()
  const titles = useStepTitles()
  if (!failure) return null
  switch (failure.kind) {
    case 'offline':
      return (
        <Notice tone="error">
          {t`Registering needs the network. Everything you entered is kept: please register again once you are online.`}
        </Notice>
      )
    case 'slow':
      return (
        <Notice tone="error">
          {t`The server is not answering right now, so your registration could not be completed. Everything you entered is kept: please register again in a moment.`}
        </Notice>
      )
    case 'failed':
      return (
        <Notice tone="error">
          {t`Your registration could not be completed. Everything you entered is kept: please try again.`}
        </Notice>
      )
    case 'usernameRefused':
      return (
        <Notice tone="error">
          {t`The username was not accepted. Please choose another one.`} <Reason text={failure.reason} />
          <Link to={STEP_PATHS.user}>{t`Change your details`}</Link>
        </Notice>
      )
    case 'emailRefused':
      return (
        <Notice tone="error">
          {t`The e-mail address was not accepted. Please use another one.`} <Reason text={failure.reason} />
          <Link to={STEP_PATHS.user}>{t`Change your details`}</Link>
        </Notice>
      )
    case 'refused': {
      const reason = failure.reason
      const step = titles[failure.step]
      return (
        <Notice tone="error">
          {reason ? t`Your registration was not accepted: ${reason}` : t`Your registration was not accepted.`}{' '}
          <Link to={STEP_PATHS[failure.step]}>{t`Check the step “${step}”`}</Link>
        </Notice>
      )
    }
  }
}

/** The server's own words, as it gave them (it may answer in another language than the portal's). */
function Reason({ text }: { text: string }) {
  return text ? <>({text}) </> : null
}
