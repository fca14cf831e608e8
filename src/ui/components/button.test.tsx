// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './button'

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
})

describe('Button', () => {
  it('a busy button keeps the focus and is announced disabled and busy', () => {
    render(<Button busy>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    button.focus()
    expect(document.activeElement).toBe(button)
    expect(button.disabled).toBe(false)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
  })

  it('a busy button neither runs its action nor submits its form', () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" busy onClick={onClick}>
          Save
        </Button>
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('once no longer busy it runs its action and submits its form', () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" onClick={onClick}>
          Save
        </Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.hasAttribute('aria-disabled')).toBe(false)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})
