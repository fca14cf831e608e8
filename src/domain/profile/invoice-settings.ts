import type { InvoiceDispatchType, InvoiceType } from '#domain/entities/basics'

/** Spec sections 3 and 5: only 'single' or 'monthly'; anything else, or nothing, is the default monthly. */
export function invoiceTypeOf(value: unknown): InvoiceType {
  return value === 'single' ? 'single' : 'monthly'
}

/** Spec sections 3 and 5: only 'email' or 'post'; anything else, or nothing, is the default email. */
export function invoiceDispatchTypeOf(value: unknown): InvoiceDispatchType {
  return value === 'post' ? 'post' : 'email'
}

/** Spec section 3: invoices go to the account e-mail unless the server names another address. */
export function invoiceEmailOf(invoiceEmail: string | null | undefined, accountEmail: string): string {
  return invoiceEmail?.trim() ? invoiceEmail : accountEmail
}
