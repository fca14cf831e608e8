import { ShortcutsHelp } from './shortcuts-help'
import { useDeskShortcuts } from './use-desk-shortcuts'

interface DeskShortcutsProps {
  /** The help dialog: opened by `?` here, or by the account menu through the layout. */
  helpOpen: boolean
  onHelpOpenChange: (open: boolean) => void
  /** `t`: the layout's tracking popup. */
  onTrack: () => void
}

/** A signed-in user's page-wide shortcuts and their help dialog; mounted only while signed in. */
export function DeskShortcuts({ helpOpen, onHelpOpenChange, onTrack }: DeskShortcutsProps) {
  useDeskShortcuts({ help: () => onHelpOpenChange(true), track: onTrack })
  return <ShortcutsHelp open={helpOpen} onClose={() => onHelpOpenChange(false)} />
}
