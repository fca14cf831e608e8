import { Component, type ReactNode } from 'react'

interface WidgetBoundaryProps {
  fallback: ReactNode
  children: ReactNode
}

/** One widget that throws shows its own message; the rest of the dashboard keeps working. */
export class WidgetBoundary extends Component<WidgetBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
