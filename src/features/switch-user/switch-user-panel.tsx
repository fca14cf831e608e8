import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { reachability } from '#api/errors'
import type { SwitchableUser } from '#domain/entities/switchable-user'
import { Button } from '#ui/components/button'
import { ComboBox } from '#ui/components/combobox'
import { Notice } from '#ui/components/notice'
import fieldWithButton from '#ui/styles/field-with-button.module.css'
import { isNotSwitchable } from './not-switchable-error'
import styles from './switch-user.module.css'
import { useEndSwitch } from './use-end-switch'

export interface SwitchUserPanelProps {
  /** The username acted as, or null when the session is the user's own. */
  switchedTo: string | null
  /** The switchable users matching the text; rejects when the search fails. */
  searchUsers: (text: string, signal: AbortSignal) => Promise<SwitchableUser[]>
  /** Stores the marker and reloads; rejects (NotSwitchableError, offline…) with nothing stored. */
  onSwitch: (username: string) => Promise<void>
  /** Removes the marker, clears the switched account's order draft and reloads. */
  onEnd: () => Promise<void>
}

const keyOf = (user: SwitchableUser) => user.username
const labelOf = (user: SwitchableUser) => user.username

/**
 * The switchUser widget's content (spec sections 2 and 4). The dashboard's widget box gives the
 * heading, so there is none here.
 */
export function SwitchUserPanel({ switchedTo, searchUsers, onSwitch, onEnd }: SwitchUserPanelProps) {
  return (
    <div className={styles.panel}>
      {switchedTo === null ? (
        <SwitchForm searchUsers={searchUsers} onSwitch={onSwitch} />
      ) : (
        <Switched username={switchedTo} onEnd={onEnd} />
      )}
    </div>
  )
}

function SwitchForm({ searchUsers, onSwitch }: Pick<SwitchUserPanelProps, 'searchUsers' | 'onSwitch'>) {
  const { t } = useLingui()
  const [chosen, setChosen] = useState<SwitchableUser | null>(null)
  const [required, setRequired] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!chosen) {
      setRequired(true)
      return
    }
    setFailure(null)
    setBusy(true)
    try {
      // On success the page reloads; the busy state simply stays until it does.
      await onSwitch(chosen.username)
    } catch (error) {
      setBusy(false)
      const unreached = reachability(error)
      if (isNotSwitchable(error)) setFailure(t`This user cannot be switched to.`)
      else if (unreached === 'offline')
        setFailure(t`You are offline. Switching user needs the network; try again once you are online.`)
      else if (unreached === 'slow')
        setFailure(
          t`The server is not answering right now, so the user was not switched. Please try again in a moment.`,
        )
      else setFailure(t`An error occurred. Please try again.`)
    }
  }

  return (
    <>
      <form className={fieldWithButton.form} onSubmit={(event) => void submit(event)} noValidate>
        <ComboBox<SwitchableUser>
          label={t`User`}
          name="switchUser"
          required
          value={chosen ? { key: chosen.username, label: chosen.username } : null}
          error={required && !chosen ? t`Please select a user.` : undefined}
          search={searchUsers}
          getKey={keyOf}
          getLabel={labelOf}
          onChange={(user) => {
            setChosen(user)
            setFailure(null)
          }}
          placeholder={t`Search by username`}
          describeFailure={(reason) => {
            const unreached = reachability(reason)
            if (unreached === 'offline') return t`You are offline. Searching users needs the network.`
            if (unreached === 'slow')
              return t`The server is not answering right now. Please search again in a moment.`
            return t`Please check your search request`
          }}
        />
        <Button type="submit" busy={busy}>
          {t`Switch user`}
        </Button>
      </form>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </>
  )
}

function Switched({ username, onEnd }: { username: string; onEnd: () => Promise<void> }) {
  const { t } = useLingui()
  const { busy, failed, end } = useEndSwitch(onEnd)

  return (
    <div className={styles.switched}>
      <Notice tone="warning">{t`You are currently logged in as ${username}`}</Notice>
      <Button variant="secondary" busy={busy} onClick={() => void end()}>
        {t`End user switch`}
      </Button>
      {failed ? <Notice tone="error">{t`An error occurred. Please try again.`}</Notice> : null}
    </div>
  )
}
