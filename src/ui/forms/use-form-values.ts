import { type AnyFormApi, useSelector } from '@tanstack/react-form'

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}

/**
 * A flat selection of the form's values (or of what they decide: a layout), re-rendering only when
 * one of its entries changes, not on every keystroke elsewhere in the form.
 */
export function useFormValues<TValues, TSelected extends Record<string, unknown>>(
  form: AnyFormApi & { state: { values: TValues } },
  select: (values: TValues) => TSelected,
): TSelected {
  return useSelector(form.store, (state) => select(state.values as TValues), { compare: shallowEqual })
}
