import { useLingui } from '@lingui/react/macro'
import { Button } from '#ui/components/button'
import styles from './update-banner.module.css'

interface UpdateBannerProps {
  visible: boolean
  onReload: () => void
  /** Another tab upgraded the local database: this one must reload rather than block it. */
  reason?: 'newVersion' | 'schemaUpgraded'
}

/** Spec section 2: 'new version available' with 'Reload page'. */
export function UpdateBanner({ visible, onReload, reason = 'newVersion' }: UpdateBannerProps) {
  const { t } = useLingui()
  if (!visible) return null
  return (
    <div className={styles.banner} role="status">
      <span>
        {reason === 'schemaUpgraded'
          ? t`The app was updated in another tab. Reload this page to continue.`
          : t`A new version is available.`}
      </span>
      <Button variant="secondary" onClick={onReload}>
        {t`Reload page`}
      </Button>
    </div>
  )
}
