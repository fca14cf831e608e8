import { useLingui } from '@lingui/react/macro'
import { Notice } from '#ui/components/notice'
import type { ProfileField, ProfileSaveOutcome } from './profile-save-outcome'

interface SaveOutcomeNoticeProps {
  outcome: ProfileSaveOutcome
  /** The form's labels, to name the field the server refused. */
  labels: Record<ProfileField, string>
}

/** What became of the last save, in the user's words; every failure says the typed values are kept. */
export function SaveOutcomeNotice({ outcome, labels }: SaveOutcomeNoticeProps) {
  const { t } = useLingui()
  const kept = t`Your changes are still in the form.`
  switch (outcome.kind) {
    case 'saved':
      return <Notice tone="info">{t`Your profile has been saved.`}</Notice>
    case 'offline':
      return (
        <Notice tone="error">
          {t`Saving your profile needs the network, and this device is offline. Please save again once you are online.`}{' '}
          {kept}
        </Notice>
      )
    case 'timeout':
      return (
        <Notice tone="error">
          {t`The server did not answer in time, so your profile may not have been saved. Please save again.`}{' '}
          {kept}
        </Notice>
      )
    case 'refused': {
      const label = outcome.field ? labels[outcome.field] : null
      return (
        <Notice tone="error">
          {label
            ? t`Your profile was not saved: the server did not accept the field "${label}". Please check it and save again.`
            : t`Your profile was not saved: the server did not accept the values. Please check them and save again.`}{' '}
          {kept}
        </Notice>
      )
    }
    case 'unreadable':
      return (
        <Notice tone="error">
          {t`The server's answer could not be read, so it is not certain that your profile was saved. Please reload the page to check.`}{' '}
          {kept}
        </Notice>
      )
    default:
      return (
        <Notice tone="error">
          {t`Your profile could not be saved. Please try again.`} {kept}
        </Notice>
      )
  }
}
