import type { ReactNode } from 'react'

// Small inline icons: no icon font to download, they take the text colour, and they are decorative:
// every use sits next to a text label (visible or visually hidden).
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** An icon component drawing the given shapes. */
function icon(shapes: ReactNode) {
  return function ShapesIcon() {
    return <Icon>{shapes}</Icon>
  }
}

export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
)

export const PhoneIcon = icon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
)

export const HelpIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14" />
    <path d="M12 17h.01" />
  </>,
)

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />)

export const CalendarIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
)

export const ChevronLeftIcon = icon(<path d="m15 18-6-6 6-6" />)

export const ChevronRightIcon = icon(<path d="m9 18 6-6-6-6" />)

export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />)

export const CheckIcon = icon(<path d="m5 12 5 5 9-10" />)

export const MinusIcon = icon(<path d="M6 12h12" />)

export const RepeatIcon = icon(
  <>
    <path d="M17 2l4 4-4 4" />
    <path d="M3 11v-1a4 4 0 0 1 4-4h14" />
    <path d="M7 22l-4-4 4-4" />
    <path d="M21 13v1a4 4 0 0 1-4 4H3" />
  </>,
)

export const BellIcon = icon(
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>,
)

/** The command palette's button (a command key's loops). */
export const CommandIcon = icon(
  <path d="M15 6v12a3 3 0 1 0 3-3H6a3 3 0 1 0 3 3V6a3 3 0 1 0-3 3h12a3 3 0 1 0-3-3" />,
)
