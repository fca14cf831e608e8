import { useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { podEmailInput } from '#domain/changes/pod-email'

/**
 * The proof-of-delivery address's rule (spec section 5: required, a valid e-mail) through the
 * change kind's own schema, in the single form's words: the message for an address, or undefined.
 */
export function usePodEmailCheck(): (email: string) => string | undefined {
  const { t } = useLingui()
  return (email) => {
    const trimmed = email.trim()
    if (trimmed === '') return t`Please enter an e-mail address.`
    if (!v.safeParse(podEmailInput, { key: 0, email: trimmed }).success) {
      return t`Please enter a valid e-mail address.`
    }
    return undefined
  }
}
