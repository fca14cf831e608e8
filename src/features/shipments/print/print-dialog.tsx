import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import {
  type LabelFormat,
  OFFSET_LIMIT_MM,
  type OffsetProblem,
  type PrintProfile,
  parseOffsetMm,
  type StartCell,
} from '#domain/printing/print-profile'
import { useShipmentsApi } from '#features/shipments/shipments-api'
import { Button } from '#ui/components/button'
import { Dialog } from '#ui/components/dialog'
import { Notice } from '#ui/components/notice'
import { RadioGroup } from '#ui/components/radio-group'
import { TextField } from '#ui/components/text-field'
import { saveFile } from '#ui/save-file'
import { useOnline } from '#ui/use-online'
import styles from './print-dialog.module.css'
import { setPrintProfile, usePrintProfile } from './print-profile-store'
import { StartCellPicker } from './start-cell-picker'
import { testPage } from './test-page'

export interface PrintTarget {
  key: number
  externalNumber: string
}

interface PrintDialogProps {
  open: boolean
  onClose: () => void
  targets: readonly PrintTarget[]
  /** The chosen profile, already remembered; the caller collects the waybills and saves the file. */
  onPrint: (profile: PrintProfile) => void
}

/** Chooses the label format, start cell and offset, remembered for this workstation, then prints. */
export function PrintDialog({ open, onClose, targets, onPrint }: PrintDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog
      open={open}
      title={targets.length === 1 ? t`Print waybill` : t`Print ${targets.length} waybills`}
      closeLabel={t`Close`}
      onClose={onClose}
    >
      <PrintForm targets={targets} onPrint={onPrint} />
    </Dialog>
  )
}

/** Which of the waybills need the network: those never kept on this device, while it is offline. */
function useNeedingNetwork(targets: readonly PrintTarget[]): PrintTarget[] {
  const api = useShipmentsApi()
  const online = useOnline()
  const [kept, setKept] = useState<Set<number> | null>(null)
  const keys = targets.map((target) => target.key).join(',')
  useEffect(() => {
    let current = true
    const asked = keys === '' ? [] : keys.split(',').map(Number)
    api.keptWaybillKeys(asked).then(
      (found) => {
        if (current) setKept(found)
      },
      // An unreadable replica hides the note; printing still names what it could not get.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [api, keys])
  if (online || kept === null) return []
  return targets.filter((target) => !kept.has(target.key))
}

function PrintForm({
  targets,
  onPrint,
}: {
  targets: readonly PrintTarget[]
  onPrint: (profile: PrintProfile) => void
}) {
  const { t } = useLingui()
  const remembered = usePrintProfile()
  const [format, setFormat] = useState<LabelFormat>(remembered.format)
  const [start, setStart] = useState<StartCell>(remembered.start)
  const [typed, setTyped] = useState({ x: String(remembered.offsetMm.x), y: String(remembered.offsetMm.y) })
  const [checked, setChecked] = useState(false)
  const [testFailed, setTestFailed] = useState(false)
  const ids = { x: useId(), y: useId() }
  const printButton = useRef<HTMLButtonElement>(null)
  // Focused on opening: Enter, Enter prints with the remembered profile at the desk. (The dialog's
  // own focus, which runs after this, leaves a focus already inside it where it is.)
  useEffect(() => printButton.current?.focus(), [])
  const needingNetwork = useNeedingNetwork(targets)
  const placesLabels = format !== 'a4'

  const problemText = (problem: OffsetProblem): string =>
    problem === 'empty'
      ? t`Enter the offset in millimetres, 0 for none.`
      : problem === 'notANumber'
        ? t`Enter a number of millimetres, for example 1.5 or -2.`
        : t`The offset can be at most ${OFFSET_LIMIT_MM} mm either way.`
  const parsed = { x: parseOffsetMm(typed.x), y: parseOffsetMm(typed.y) }
  const errorOf = (axis: 'x' | 'y') => {
    const result = parsed[axis]
    return checked && placesLabels && 'problem' in result ? problemText(result.problem) : undefined
  }

  /** The profile the form shows, or null after marking the first wrong offset and focusing it. */
  const profile = (): PrintProfile | null => {
    // A4 as sent places nothing: the offset stays as it was for the label formats.
    if (!placesLabels) return { format, start, offsetMm: remembered.offsetMm }
    setChecked(true)
    for (const axis of ['x', 'y'] as const) {
      if ('problem' in parsed[axis]) {
        document.getElementById(ids[axis])?.focus()
        return null
      }
    }
    const mm = (axis: 'x' | 'y') => (parsed[axis] as { value: number }).value
    return { format, start, offsetMm: { x: mm('x'), y: mm('y') } }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const chosen = profile()
    if (!chosen) return
    setPrintProfile(chosen)
    onPrint(chosen)
  }

  const printTestPage = async () => {
    const chosen = profile()
    if (!chosen) return
    setPrintProfile(chosen)
    try {
      setTestFailed(false)
      saveFile(
        new Blob([(await testPage(chosen)) as BlobPart], { type: 'application/pdf' }),
        'label-test-page.pdf',
      )
    } catch {
      setTestFailed(true)
    }
  }

  const formats: { value: LabelFormat; label: string; description: string }[] = [
    {
      value: 'a4',
      label: t`A4 as sent`,
      description: t`The courier’s page as it comes, one waybill a page.`,
    },
    {
      value: 'a4-four',
      label: t`A4, four labels a sheet`,
      description: t`2 × 2 labels on an A4 label sheet; a sheet with used labels can be fed again.`,
    },
    { value: 'a6', label: t`A6`, description: t`105 × 148 mm, one label a page.` },
    { value: '4x6', label: t`4 × 6 in`, description: t`101.6 × 152.4 mm, for thermal label printers.` },
  ]

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <RadioGroup
        label={t`Label format`}
        options={formats}
        value={format}
        onChange={setFormat}
        name="format"
      />
      {placesLabels ? (
        <div className={styles.settings}>
          {format === 'a4-four' ? <StartCellPicker value={start} onChange={setStart} /> : null}
          <fieldset className={styles.offset}>
            <legend className={styles.legend}>{t`Printer offset (mm)`}</legend>
            <TextField
              id={ids.x}
              label={t`Right (mm)`}
              name="offsetX"
              inputMode="decimal"
              autoComplete="off"
              value={typed.x}
              onChange={(event) => setTyped({ ...typed, x: event.target.value })}
              error={errorOf('x')}
            />
            <TextField
              id={ids.y}
              label={t`Down (mm)`}
              name="offsetY"
              inputMode="decimal"
              autoComplete="off"
              value={typed.y}
              onChange={(event) => setTyped({ ...typed, y: event.target.value })}
              error={errorOf('y')}
            />
          </fieldset>
        </div>
      ) : null}
      {placesLabels ? (
        <p className={styles.hint}>
          {t`Negative values move the labels left or up. Print a test page on plain paper and hold it against a label sheet.`}
        </p>
      ) : null}
      {needingNetwork.length > 0 ? (
        <Notice tone="warning">
          <div className={styles.needsNetwork}>
            {needingNetwork.length === targets.length
              ? t`You are offline, and no waybill of these was downloaded on this device before: printing them needs the network.`
              : t`You are offline. These waybills were never downloaded on this device and need the network; the others print:`}
            {needingNetwork.length < targets.length ? (
              <ul>
                {needingNetwork.map((target) => (
                  <li key={target.key}>{target.externalNumber}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </Notice>
      ) : null}
      {testFailed ? (
        <Notice tone="error">{t`The test page could not be made. Please try again.`}</Notice>
      ) : null}
      <div className={styles.actions}>
        {placesLabels ? (
          <Button variant="secondary" onClick={() => void printTestPage()}>
            {t`Print test page`}
          </Button>
        ) : null}
        <Button
          ref={printButton}
          type="submit"
          disabled={needingNetwork.length === targets.length && targets.length > 0}
        >
          {t`Print`}
        </Button>
      </div>
    </form>
  )
}
