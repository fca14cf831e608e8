import type { Http } from '#api/client'
import { jsonCalls } from '#api/json-calls'
import type { AddressListQuery } from '#api/list-query'
import { toAddress, toAddressSaveBody } from '#api/normalise/address'
import type { CallOptions, MutationOptions } from '#api/request'
import { AddressWireSchema } from '#api/schemas/address'
import type { Address, AddressInput } from '#domain/entities/address'
import type { Page } from '#domain/entities/page'

export function addressEndpoints({ api }: Http) {
  const call = jsonCalls(api)
  const create = (address: AddressInput, options?: MutationOptions): Promise<Address> =>
    call.post('address', toAddressSaveBody({ ...address, id: null }), AddressWireSchema, toAddress, options)

  const update = (address: AddressInput & { id: number }, options?: MutationOptions): Promise<Address> =>
    call.post(`address/${address.id}`, toAddressSaveBody(address), AddressWireSchema, toAddress, options)

  return {
    list(query: AddressListQuery, options?: CallOptions): Promise<Page<Address>> {
      return call.page('addresses', query, AddressWireSchema, toAddress, options)
    },

    get(id: number, options?: CallOptions): Promise<Address> {
      return call.get(`address/${id}`, AddressWireSchema, toAddress, options)
    },

    create,
    update,

    /** Update when the address is already saved (has an id), else create (spec section 7). */
    save(address: AddressInput, options?: MutationOptions): Promise<Address> {
      return address.id === null ? create(address, options) : update({ ...address, id: address.id }, options)
    },
  }
}
