/** Only same-site paths: a redirect parameter never sends the user to another host. */
export function safeRedirect(target: string | undefined): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/'
}
