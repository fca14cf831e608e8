import { useLingui } from '@lingui/react/macro'
import { type DragEvent, useId, useRef, useState } from 'react'
import type { ParsedSheet } from '#domain/address-import/contract'
import { formatNumber } from '#i18n/format'
import { useLocale } from '#i18n/use-locale'
import { Notice } from '#ui/components/notice'
import { formatBytes } from './format-bytes'
import styles from './import.module.css'
import { useAddressImportApi } from './import-api'
import { useImportWords } from './import-words'
import { StepHeading } from './step-heading'

interface ChooseFileStepProps {
  onRead: (sheet: ParsedSheet, fileName: string) => void
  /** Back from a later step: the heading takes the focus. */
  focusHeading: boolean
}

type Reading = { type: 'idle' } | { type: 'reading'; fraction: number } | { type: 'refused'; text: string }

/** Step 1: a .csv or .xlsx file, chosen or dropped, read with progress; a refused file changes nothing. */
export function ChooseFileStep({ onRead, focusHeading }: ChooseFileStepProps) {
  const { t } = useLingui()
  const api = useAddressImportApi()
  const words = useImportWords()
  const locale = useLocale()
  const inputId = useId()
  const hintId = useId()
  const [reading, setReading] = useState<Reading>({ type: 'idle' })
  const [over, setOver] = useState(false)
  const rows = formatNumber(api.limits.rows, locale)
  const size = formatBytes(api.limits.bytes, locale)

  // The read under way: a progress message the reader's worker posts after its answer is dropped.
  const current = useRef<number | null>(null)
  const read = async (file: File | undefined) => {
    if (!file || current.current !== null) return
    const id = Date.now()
    current.current = id
    setReading({ type: 'reading', fraction: 0 })
    const onProgress = (fraction: number) => {
      if (current.current === id) setReading({ type: 'reading', fraction })
    }
    try {
      const outcome = await api.readFile(file, onProgress)
      current.current = null
      if (outcome.ok) onRead(outcome.sheet, file.name)
      else setReading({ type: 'refused', text: words.refusal(outcome.refusal) })
    } catch {
      current.current = null
      setReading({ type: 'refused', text: words.refusal({ code: 'unreadable' }) })
    }
  }

  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    void read(event.dataTransfer.files[0])
  }
  const percent = reading.type === 'reading' ? Math.round(reading.fraction * 100) : 0

  return (
    <section className={styles.step}>
      <StepHeading focus={focusHeading}>{t`Choose a file`}</StepHeading>
      {/* Dropping is a mouse user's shortcut; the file input inside is the way for everyone else. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target wraps a labelled file input */}
      <div
        className={over ? `${styles.dropZone} ${styles.dropOver}` : styles.dropZone}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <label htmlFor={inputId} className={styles.dropLabel}>
          {t`Choose a .csv or .xlsx file, or drop it here`}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={hintId}
          className={styles.fileInput}
          onChange={(event) => {
            void read(event.target.files?.[0])
            // The same file chosen again after a fix must be read again.
            event.target.value = ''
          }}
        />
        <p id={hintId} className={styles.hint}>
          {t`Up to ${rows} rows and ${size}. Headers in German, French, Italian or English are recognised.`}
        </p>
      </div>
      {reading.type === 'reading' ? (
        <div className={styles.progress}>
          <progress value={reading.fraction} max={1} aria-label={t`Reading the file`} />
          <p role="status">{t`Reading the file… ${percent} %`}</p>
        </div>
      ) : null}
      {reading.type === 'refused' ? <Notice tone="error">{reading.text}</Notice> : null}
    </section>
  )
}
