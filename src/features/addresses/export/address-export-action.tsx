import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useAddresses } from '#db/queries/addresses'
import type { AccountId } from '#db/rows'
import { type AddressFilter, addressMatcher, isFilterActive } from '#features/addresses/address-filter'
import { formatNumber } from '#i18n/format'
import { useLocale } from '#i18n/use-locale'
import { Button } from '#ui/components/button'
import { Dialog } from '#ui/components/dialog'
import { Notice } from '#ui/components/notice'
import { RadioGroup } from '#ui/components/radio-group'
import { saveFile } from '#ui/save-file'
import styles from './address-export.module.css'
import { addressExportFile, addressExportFileName, type ExportFormat } from './address-export-file'
import { addressExportRows, addressExportWords } from './address-export-rows'

interface AddressExportActionProps {
  account: AccountId
  /** The filter the address book shows; "the filtered addresses" is offered only while one is set. */
  filter: AddressFilter
}

/**
 * The address book's Export: all addresses or the filtered ones, as CSV or xlsx, made from the
 * replica in the browser, so it works offline and needs no count limit like the server's exports.
 */
export function AddressExportAction({ account, filter }: AddressExportActionProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t`Export`}
      </Button>
      <Dialog open={open} title={t`Export addresses`} closeLabel={t`Close`} onClose={() => setOpen(false)}>
        <ExportForm account={account} filter={filter} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  )
}

type Scope = 'all' | 'filtered'

function ExportForm({ account, filter, onDone }: AddressExportActionProps & { onDone: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  // Read only while the dialog is open: the page's own query pages and filters an index of them.
  const rows = useAddresses(account)
  const filtered = isFilterActive(filter)
  const [scope, setScope] = useState<Scope>(filtered ? 'filtered' : 'all')
  const [format, setFormat] = useState<ExportFormat>('csv')
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle')
  const downloadButton = useRef<HTMLButtonElement>(null)
  const loaded = rows !== undefined
  // On Download once the addresses are read (a disabled button takes no focus): Enter exports.
  useEffect(() => {
    if (loaded) downloadButton.current?.focus()
  }, [loaded])

  const all = useMemo(() => (rows ?? []).map((row) => row.address), [rows])
  const matching = useMemo(() => all.filter(addressMatcher(filter)), [all, filter])
  const allCount = formatNumber(all.length, locale)
  const filteredCount = formatNumber(matching.length, locale)

  const scopes = [
    { value: 'all' as const, label: t`All addresses (${allCount})` },
    ...(filtered
      ? [{ value: 'filtered' as const, label: t`The filtered addresses (${filteredCount})` }]
      : []),
  ]
  const formats = [
    {
      value: 'csv' as const,
      label: t`CSV`,
      description: t`Semicolons and UTF-8, as Excel in Switzerland opens it with a double click.`,
    },
    {
      value: 'xlsx' as const,
      label: t`Excel workbook (.xlsx)`,
      description: t`One sheet, every cell kept as text.`,
    },
  ]
  const fileName = addressExportFileName(format)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!rows) return
    setState('working')
    try {
      const chosen = scope === 'filtered' && filtered ? matching : all
      const file = await addressExportFile(
        addressExportRows(chosen, addressExportWords()),
        format,
        t`Address book`,
      )
      saveFile(file, fileName)
      setState('idle')
      onDone()
    } catch {
      setState('failed')
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <RadioGroup label={t`Addresses`} options={scopes} value={scope} onChange={setScope} name="scope" />
      <RadioGroup label={t`Format`} options={formats} value={format} onChange={setFormat} name="format" />
      {state === 'working' ? <p role="status">{t`Preparing ${fileName}…`}</p> : null}
      {state === 'failed' ? <Notice tone="error">{t`The export failed. Please try again.`}</Notice> : null}
      <div className={styles.actions}>
        <Button ref={downloadButton} type="submit" disabled={!loaded} busy={state === 'working'}>
          {t`Download`}
        </Button>
      </div>
    </form>
  )
}
