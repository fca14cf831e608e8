import type { OrderForm } from '#domain/ordering/order-form'
import type { SchemaFormApi } from '#ui/forms/use-schema-form'

/**
 * The order form, the offer form and the price calculator all edit an OrderForm (the calculator
 * writes into the order draft), each with its own schema; their sections take this form API.
 */
export type OrderFormApi = SchemaFormApi<OrderForm, OrderForm>
