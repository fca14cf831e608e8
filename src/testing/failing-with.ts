/** A stand-in for any async call (a look-up, a search, a save) that fails with `error`. */
export const failingWith =
  (error: unknown) =>
  async (..._args: unknown[]): Promise<never> => {
    throw error
  }
