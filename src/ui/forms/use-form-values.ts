import { type AnyFormApi, useSelector } from '@tanstack/react-form'

function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[]
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}

/**
 * A flat selection of the form's values (or of what they decide, such as a layout), re-rendering
 * only when one of its entries changes, not on every keystroke elsewhere in the form.
 */
export function useFormValues<TValues, TSelected extends object>(
  form: AnyFormApi & { state: { values: TValues } },
  select: (values: TValues) => TSelected,
): TSelected {
  return useSelector(form.store, (state) => select(state.values as TValues), { compare: shallowEqual })
}
