import { useLingui } from '@lingui/react/macro'
import type {
  DuplicateChoice,
  FileRefusal,
  ImportField,
  RowIssue,
  RowStatus,
} from '#domain/address-import/contract'
import { formatNumber } from '#i18n/format'
import { useLocale } from '#i18n/use-locale'
import { issueMessage } from './check/issue-message'
import { formatBytes } from './format-bytes'

/** The import's words for its fields, statuses, choices, refusals and issues, in the active language. */
export function useImportWords() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const fields: Record<ImportField, string> = {
    type: t`Salutation`,
    company: t`Company`,
    firstName: t`First name`,
    lastName: t`Last name`,
    contact: t`Contact`,
    street: t`Street`,
    houseNumber: t`House number`,
    zip: t`Zip`,
    location: t`Place`,
    phone: t`Phone`,
    standardSenderAddress: t`Standard sender address`,
    standardReceiverAddress: t`Standard receiver address`,
    standardBillingAddress: t`Standard billing address`,
    isBillingAddress: t`Billing address`,
  }
  const statuses: Record<RowStatus, string> = {
    ready: t`Ready`,
    fixed: t`Fixed automatically`,
    duplicate: t`Duplicate`,
    'needs-network': t`Needs the network`,
    error: t`Error`,
  }
  const choices: Record<DuplicateChoice, string> = {
    skip: t`Skip`,
    import: t`Import anyway`,
    update: t`Update the existing address`,
  }
  const number = (value: number) => formatNumber(value, locale)

  function refusal(refused: FileRefusal): string {
    switch (refused.code) {
      case 'empty':
        return t`The file holds no addresses. Nothing was changed.`
      case 'too-large': {
        const size = formatBytes(refused.bytes, locale)
        const limit = formatBytes(refused.limit, locale)
        return t`The file is ${size}; at most ${limit} can be imported. Nothing was changed.`
      }
      case 'too-many-rows': {
        const rows = number(refused.rows)
        const limit = number(refused.limit)
        return t`The file has ${rows} rows; at most ${limit} can be imported at once. Nothing was changed.`
      }
      case 'not-what-it-says':
        return refused.expected === 'xlsx'
          ? t`The file is named .xlsx but is no Excel workbook. Nothing was changed.`
          : t`The file is named .csv but holds no text. Nothing was changed.`
      case 'unsupported-type':
        return t`Only .csv and .xlsx files can be imported. Nothing was changed.`
      case 'unreadable':
        return t`The file could not be read. Nothing was changed.`
    }
  }

  /** An issue with its field: "Zip: This field is required". */
  function issue(found: RowIssue): string {
    return `${fields[found.field]}: ${issueText(found)}`
  }

  /** An issue's message without its field, for a form where the field labels it. */
  function issueText(found: RowIssue): string {
    return i18n._(issueMessage(found))
  }

  return { fields, statuses, choices, refusal, issue, issueText }
}
