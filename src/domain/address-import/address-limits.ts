/**
 * The longest text each address field may hold. The spec names no limit and the address form sets
 * none, but the courier's address save refuses longer text (fixture-api/schemas/account-payloads.ts,
 * ContactAddress: firma 200, addresse 300, kontakt 200, postleitzahl 10, ort 100, phone 40). An
 * import reports a longer cell as an error before anything is queued, instead of the server
 * refusing the save later, and never cuts it short. Counted in UTF-16 units, as valibot counts.
 */
export const ADDRESS_LIMITS = {
  name: 200,
  street: 300,
  contact: 200,
  zip: 10,
  location: 100,
  phone: 40,
} as const
