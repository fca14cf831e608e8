/** A mailto: link with its subject and body encoded, line breaks as CRLF (RFC 6068). */
export function mailtoHref(to: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'))
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`
}
