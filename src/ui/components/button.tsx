import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'quiet'

export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  return [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ')
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  block?: boolean
  /**
   * The button's action is under way: it looks and is announced disabled and does nothing, but it
   * keeps the focus. A `disabled` button that has the focus drops it to the page, which takes a
   * keyboard user out of a dialog (Escape then no longer closes it) and out of their place.
   */
  busy?: boolean
  /** React 19 passes a ref as a prop: the confirm page's Ctrl+Enter presses its button. */
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  className,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // Also stops the form submit of a submit button, Enter in one of its fields included.
    if (busy) event.preventDefault()
    else onClick?.(event)
  }
  return (
    <button
      type={type}
      className={[buttonClass(variant, block), className].filter(Boolean).join(' ')}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={click}
      {...rest}
    />
  )
}
