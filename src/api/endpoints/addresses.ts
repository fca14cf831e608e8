import type { Http } from '#api/client'
import type { AddressListQuery } from '#api/list-query'
import { toAddress, toAddressSaveBody } from '#api/normalise/address'
import { toSearchParams } from '#api/query'
import { type CallOptions, type MutationOptions, mutation, requestJson, withSignal } from '#api/request'
import { AddressWireSchema } from '#api/schemas/address'
import { pageOf } from '#api/schemas/common'
import type { Address, AddressInput } from '#domain/entities/address'
import type { Page } from '#domain/entities/page'

const AddressPageSchema = pageOf(AddressWireSchema)

export function addressEndpoints({ api }: Http) {
  const create = (address: AddressInput, options?: MutationOptions): Promise<Address> =>
    requestJson(
      () => api.post('address', mutation(options, { json: toAddressSaveBody({ ...address, id: null }) })),
      AddressWireSchema,
      toAddress,
    )

  const update = (address: AddressInput & { id: number }, options?: MutationOptions): Promise<Address> =>
    requestJson(
      () => api.post(`address/${address.id}`, mutation(options, { json: toAddressSaveBody(address) })),
      AddressWireSchema,
      toAddress,
    )

  return {
    list(query: AddressListQuery, options?: CallOptions): Promise<Page<Address>> {
      return requestJson(
        () => api.get('addresses', withSignal(options, { searchParams: toSearchParams(query) })),
        AddressPageSchema,
        (page) => ({ total: page.pagination.total, items: page.data.map(toAddress) }),
      )
    },

    get(id: number, options?: CallOptions): Promise<Address> {
      return requestJson(() => api.get(`address/${id}`, withSignal(options)), AddressWireSchema, toAddress)
    },

    create,
    update,

    /** Update when the address is already saved (has an id), else create (spec section 7). */
    save(address: AddressInput, options?: MutationOptions): Promise<Address> {
      return address.id === null ? create(address, options) : update({ ...address, id: address.id }, options)
    },
  }
}
