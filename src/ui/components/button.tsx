import type { ButtonHTMLAttributes } from 'react'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'quiet'

export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  return [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ')
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  block?: boolean
}

export function Button({
  variant = 'primary',
  block = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass(variant, block), className].filter(Boolean).join(' ')}
      {...rest}
    />
  )
}
