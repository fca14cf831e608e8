import './ui/styles/tokens.css'
import './ui/styles/base.css'
import './ui/styles/first-paint.css'
import { recoverFromStaleChunks } from './pwa/chunk-recovery'

// The entry is kept tiny so the static shell in index.html paints before the app's JavaScript is
// even requested: on a slow mobile link the user sees the portal at once (issue 13, first contentful
// paint). The app starts in the frame after that paint.
recoverFromStaleChunks()
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./app/start').then(({ start }) => start())
  }, 0)
})
