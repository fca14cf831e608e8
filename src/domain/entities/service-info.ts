export interface ServiceInfo {
  title: string
  /** Untrusted HTML: sanitise before rendering. */
  description: string
}
