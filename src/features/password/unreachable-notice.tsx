import { Notice } from '#ui/components/notice'

interface UnreachableNoticeProps {
  reason: string | null
  /** Said when the device has no network. */
  offline: string
  /** Said when the server did not answer in time: the request may or may not have been done. */
  slow: string
}

/** The warning of a password request that could not reach the server; nothing otherwise. */
export function UnreachableNotice({ reason, offline, slow }: UnreachableNoticeProps) {
  if (reason === 'offline') return <Notice tone="warning">{offline}</Notice>
  if (reason === 'slow') return <Notice tone="warning">{slow}</Notice>
  return null
}
