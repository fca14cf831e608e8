/** Only same-site paths: a redirect parameter never sends the user to another host. */
export function safeRedirect(target: string | undefined): string {
  // '//host' and '/\\host' are read by browsers as another host.
  return target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/'
}
