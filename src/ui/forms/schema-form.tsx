import { useLingui } from '@lingui/react/macro'
import { type AnyFormApi, useSelector } from '@tanstack/react-form'
import { type FormEvent, type FormHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react'
import { Notice } from '#ui/components/notice'
import { useSubmitChord } from '#ui/keyboard/submit-chord'
import { issueText } from './field-error'

interface SchemaFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  form: AnyFormApi
  /** Field labels by path, for the values no field on screen shows (a hidden control's bad value). */
  labels?: Partial<Record<string, string>>
  /** After a failed submit, with the control it focused; the form then scrolls it into view itself. */
  onInvalidSubmit?: (control: HTMLElement) => void
  /**
   * Runs the submit once on mount, as if pressed: a form reopened to be completed (confirm found
   * its draft incomplete) marks and focuses its first invalid field at once.
   */
  submitOnMount?: boolean
  /**
   * Ctrl+Enter (⌘↵ on a Mac) anywhere on the page presses the form's submit button: for the one
   * main form of a screen (order, offer, address), never two on one page.
   */
  submitShortcut?: boolean
  children: ReactNode
}

type Issues = [path: string, errors: readonly unknown[]][]

const FOCUSABLE = 'input, select, textarea, button, [tabindex]'
/** The schema's issues on fields that are not on screen now. */
function unshownIssues(form: AnyFormApi): Issues {
  const byPath = (form.state.errorMap.onDynamic ?? {}) as Record<string, readonly unknown[]>
  return Object.entries(byPath).filter(([path]) => !form.fieldInfo[path]?.instance)
}

/**
 * The <form> of a useSchemaForm form. A failed submit focuses the first field marked invalid and
 * lists the issues that no field on screen can show, so a refused value never goes unexplained.
 */
export function SchemaForm({
  form,
  labels = {},
  onInvalidSubmit,
  submitOnMount = false,
  submitShortcut = false,
  children,
  ...rest
}: SchemaFormProps) {
  const { t } = useLingui()
  const element = useRef<HTMLFormElement>(null)
  const [failedSubmits, setFailedSubmits] = useState(0)
  const [unshown, setUnshown] = useState<Issues>([])
  const issues = useSelector(form.store, (state) => state.errorMap.onDynamic)
  useSubmitChord(element, submitShortcut)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    await form.handleSubmit()
    if (!form.state.isValid) setFailedSubmits((count) => count + 1)
  }

  useEffect(() => {
    if (failedSubmits === 0) return
    const invalid = element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    // A group (radios) carries the mark on its container: focus the control a keyboard user would reach.
    const control = invalid?.matches(FOCUSABLE)
      ? invalid
      : (invalid?.querySelector<HTMLElement>(`${FOCUSABLE}:not([tabindex="-1"])`) ??
        invalid?.querySelector<HTMLElement>(FOCUSABLE))
    if (!control) return
    control.focus({ preventScroll: onInvalidSubmit !== undefined })
    onInvalidSubmit?.(control)
  }, [failedSubmits, onInvalidSubmit])

  // Once, on mount only: a later change of the flag is no new request to check the form.
  const checkOnMount = useRef(submitOnMount)
  useEffect(() => {
    if (checkOnMount.current) element.current?.requestSubmit()
  }, [])

  // After the fields of the last render have mounted or unmounted, so the list matches the screen.
  useEffect(() => {
    setUnshown(failedSubmits === 0 || !issues ? [] : unshownIssues(form))
  }, [failedSubmits, issues, form])

  return (
    <form {...rest} ref={element} noValidate onSubmit={(event) => void submit(event)}>
      {unshown.length > 0 ? (
        <Notice tone="error">
          {t`These values cannot be saved:`}
          <ul>
            {unshown.map(([path, errors]) => (
              <li key={path}>{`${labels[path] ?? path}: ${issueText(errors[0])}`}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {children}
    </form>
  )
}
