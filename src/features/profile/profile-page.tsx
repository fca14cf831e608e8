import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { reachability } from '#api/errors'
import type { Profile, ProfileUpdate } from '#domain/entities/profile'
import { defaultAddressBoxes } from '#domain/profile/default-addresses'
import { profileFormValues } from '#domain/profile/profile-form'
import { buttonClass } from '#ui/components/button'
import { DataAsOf } from '#ui/components/data-as-of'
import { Notice } from '#ui/components/notice'
import pageToolbar from '#ui/styles/page-toolbar.module.css'
import { useOnline } from '#ui/use-online'
import { DefaultAddressBox } from './default-address-box'
import { DeliveryBillingBox } from './delivery-billing-box'
import styles from './profile.module.css'
import { ProfileForm } from './profile-form'
import type { ProfileSaveOutcome } from './profile-save-outcome'

interface ProfilePageProps {
  /** The profile to show; undefined while it is read from the device, null when it is not there. */
  profile: Profile | null | undefined
  /** When the profile last arrived (useLastSuccess 'profile'), for "Data as of". */
  lastSuccess: string | null | undefined
  /** The failed load the shown copy stands in for (ProfileState's failure), if the last one failed. */
  loadFailure?: unknown
  supportEmail: string
  onSave: (update: ProfileUpdate) => Promise<ProfileSaveOutcome>
  /** The notification settings (features/notifications), composed by the route under the form. */
  notificationSettings?: ReactNode
}

/**
 * Spec section 2, "Profile (Edit profile)": the form, 'Change password', the read-only
 * Delivery/Billing box and the three default address boxes. It reads from the replica, so it is
 * there offline too, with the time the data is from; saving needs the network and says so.
 */
export function ProfilePage({
  profile,
  lastSuccess,
  loadFailure,
  supportEmail,
  onSave,
  notificationSettings,
}: ProfilePageProps) {
  const { t } = useLingui()
  const online = useOnline()
  const unreached = online ? reachability(loadFailure) : 'offline'
  const initial = useMemo(() => (profile ? profileFormValues(profile) : null), [profile])
  const boxes = useMemo(() => (profile ? defaultAddressBoxes(profile) : []), [profile])
  return (
    <section>
      <div className={pageToolbar.toolbar}>
        <div>
          <h1>{t`Edit profile`}</h1>
          <DataAsOf lastSuccess={lastSuccess} />
        </div>
        <Link to="/profile/change-password" className={buttonClass('secondary')}>
          {t`Change password`}
        </Link>
      </div>
      {unreached === 'offline' ? (
        <Notice tone="info">
          {t`You are offline: this is your profile as last loaded on this device. Saving changes needs the network.`}
        </Notice>
      ) : null}
      {unreached === 'slow' ? (
        <Notice tone="info">
          {t`The server is not answering right now: this is your profile as last loaded on this device. Saving changes may not work until it answers again.`}
        </Notice>
      ) : null}
      {profile === undefined ? (
        <p role="status">{t`Loading…`}</p>
      ) : profile === null || initial === null ? (
        <Notice tone="error">{t`Your profile has not been loaded on this device yet. Please connect and try again.`}</Notice>
      ) : (
        <div className={styles.columns}>
          <ProfileForm initial={initial} onSave={onSave} />
          <aside className={styles.side} aria-label={t`Invoicing and default addresses`}>
            <DeliveryBillingBox profile={profile} supportEmail={supportEmail} />
            {boxes.map((box) => (
              <DefaultAddressBox key={box.kind} box={box} />
            ))}
          </aside>
        </div>
      )}
      {notificationSettings}
    </section>
  )
}
