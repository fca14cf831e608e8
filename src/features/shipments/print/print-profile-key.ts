/**
 * Where the label print profile is kept: local storage, per workstation and not per account, since
 * a desk's printer does not change with the user (src/app/services.ts keeps it through a logout).
 * Its own module, so the session's code names the key without the store and its schema.
 */
export const PRINT_PROFILE_KEY = 'labelPrintProfile'
