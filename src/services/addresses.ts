/**
 * The address book API (server/src/modules/addresses, contract types/addresses.ts). Failures reject
 * with a RequestError after the request module has shown the server's localised comments.
 */
import { pathId } from './path-id'
import type { Address, AddressInput, AddressList } from '../../types/addresses'
import { del, get, post, put } from '../request'

export async function listAddresses(): Promise<Address[]> {
  const data = await get<AddressList>('buyer/v1/addresses')
  return data?.addresses ?? []
}

export function createAddress(input: AddressInput): Promise<Address> {
  return post<Address>('buyer/v1/addresses', input, { importance: 'high' })
}

export function updateAddress(addressId: string, input: AddressInput): Promise<Address> {
  return put<Address>(`buyer/v1/addresses/${pathId(addressId)}`, input, { importance: 'high' })
}

export async function deleteAddress(addressId: string): Promise<void> {
  await del(`buyer/v1/addresses/${pathId(addressId)}`, undefined, { importance: 'high' })
}

export function setDefaultAddress(addressId: string): Promise<Address> {
  return post<Address>(`buyer/v1/addresses/${pathId(addressId)}/default`, {}, { importance: 'high' })
}
