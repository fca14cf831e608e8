import { useLingui } from '@lingui/react/macro'
import { Button } from '#ui/components/button'
import styles from './update-banner.module.css'

interface UpdateBannerProps {
  visible: boolean
  onReload: () => void
  /**
   * schemaUpgraded: another tab upgraded the local database; this one must reload rather than block
   * it. schemaBlocked: this tab's upgrade waits for another tab of an older version; reloading this
   * one cannot help, closing that one does.
   */
  reason?: 'newVersion' | 'schemaUpgraded' | 'schemaBlocked'
}

/** Spec section 2: 'new version available' with 'Reload page'. */
export function UpdateBanner({ visible, onReload, reason = 'newVersion' }: UpdateBannerProps) {
  const { t } = useLingui()
  if (!visible) return null
  const text = {
    newVersion: t`A new version is available.`,
    schemaUpgraded: t`The app was updated in another tab. Reload this page to continue.`,
    schemaBlocked: t`The portal is being updated, but an older version is still open in another tab. Close the portal’s other tabs to continue.`,
  }[reason]
  return (
    <div className={styles.banner} role="status">
      <span>{text}</span>
      {reason === 'schemaBlocked' ? null : (
        <Button variant="secondary" onClick={onReload}>
          {t`Reload page`}
        </Button>
      )}
    </div>
  )
}
