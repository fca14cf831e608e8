/**
 * Where the confirmed column mappings are kept: local storage, per device and not per account, as a
 * desk imports the same office's files whoever is logged in (src/app/services.ts keeps it through a
 * logout). Its own module, so the session's code names the key without the store.
 */
export const REMEMBERED_MAPPINGS_KEY = 'addressImportMappings'
