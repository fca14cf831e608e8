import { useSelector } from '@tanstack/react-form'
import type { OrderForm } from '#domain/ordering/order-form'
import type { OrderFormApi } from './order-form-api'

function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[]
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}

/**
 * A flat selection of the order form's values: a section re-renders only when its entries change,
 * not on every keystroke in the notes (the form holds a dozen sections and up to 15 colis).
 */
export function useOrderValues<T extends object>(form: OrderFormApi, select: (values: OrderForm) => T): T {
  return useSelector(form.store, (state) => select(state.values), { compare: shallowEqual })
}
