import { type ReactNode, useEffect, useRef } from 'react'
import styles from './import.module.css'

/**
 * A step's heading. It takes the focus when its step appears (not on the page's first paint), so a
 * keyboard or screen-reader user hears where they are and goes on from there.
 */
export function StepHeading({ children, focus = true }: { children: ReactNode; focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  return (
    <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
      {children}
    </h2>
  )
}
