import { useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/components/button'
import styles from './update-banner.module.css'

interface UpdateBannerProps {
  visible: boolean
  onReload: () => void
}

/** Spec section 2: 'new version available' with 'Reload page'. */
export function UpdateBanner({ visible, onReload }: UpdateBannerProps) {
  const { t } = useLingui()
  if (!visible) return null
  return (
    <div className={styles.banner} role="status">
      <span>{t`A new version is available.`}</span>
      <Button variant="secondary" onClick={onReload}>
        {t`Reload page`}
      </Button>
    </div>
  )
}
