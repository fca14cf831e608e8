import { DEMO_PASSWORD } from './seed/accounts'

/** Printed by every way of starting the fixture API, so testers never have to look the logins up. */
export const DEMO_ACCOUNTS_TEXT = `Demo logins (password for all: ${DEMO_PASSWORD}):
  customer     business customer, every organisation flag on
  restricted   no invoice rights, reference required, default coli and remark
  dispatcher   may switch to customer, restricted, filiale-bern, filiale-lausanne, filiale-lugano
  mustchange   must change the password at first login`
