import { act, fireEvent, screen } from '@testing-library/react'
import { vi } from 'vitest'
import type { Address } from '#domain/entities/address'
import type { Organization } from '#domain/entities/organization'
import type { OrderForm } from '#domain/ordering/order-form'
import { OrderFormView } from '#features/ordering/order-form'
import { anOrganization } from '#testing/factories'
import { anOrderForm } from '#testing/order-form'
import { renderWithRouter } from '#testing/render'

/** Renders the order form in English (the source texts), with doubles for its services. */
export async function renderOrderForm({
  kind = 'order',
  initial = anOrderForm({ date: '2099-06-01' }),
  organization = anOrganization(),
  addresses = [],
  isLocationActive = async () => true,
  checkOnOpen = false,
}: {
  kind?: 'order' | 'offer'
  initial?: OrderForm
  organization?: Organization
  addresses?: Address[]
  isLocationActive?: (id: number) => Promise<boolean | null>
  checkOnOpen?: boolean
} = {}) {
  const onChange = vi.fn()
  const onSubmit = vi.fn()
  const rendered = await renderWithRouter(
    <OrderFormView
      kind={kind}
      initial={initial}
      organization={organization}
      locale="en"
      templates={[{ id: 1, label: 'Box L', length: 60, width: 40, height: 40 }]}
      blocks={{ addresses, searchLocations: async () => [], isLocationActive }}
      termsUrl="https://example.test/terms"
      onChange={onChange}
      onSubmit={onSubmit}
      submitLabel={kind === 'order' ? 'Next' : 'Request a quote'}
      checkOnOpen={checkOnOpen}
    />,
    { locale: 'en' },
  )
  return { ...rendered, onChange, onSubmit }
}

export const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement | null

export function type(name: string, value: string) {
  const element = input(name)
  if (!element) throw new Error(`no field ${name}`)
  fireEvent.change(element, { target: { value } })
  fireEvent.blur(element)
}

export async function submit(label = 'Next') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }))
  })
}
