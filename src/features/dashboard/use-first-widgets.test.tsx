// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { FIRST_WIDGETS, useFirstWidgets } from './use-first-widgets'

const POSITIONS = Array.from({ length: 12 }, (_, position) => position)

/** Records, at each commit to the page, which of twelve boxes were on it. */
function Boxes({ commits }: { commits: number[][] }) {
  const shows = useFirstWidgets()
  const shown = POSITIONS.filter(shows)
  useLayoutEffect(() => {
    commits.push(shown)
  })
  return (
    <ul>
      {shown.map((position) => (
        <li key={position}>box {position}</li>
      ))}
    </ul>
  )
}

describe('the dashboard mounts its first boxes with the page and the rest just after', () => {
  it('commits the first boxes alone, then every box', async () => {
    const commits: number[][] = []
    render(<Boxes commits={commits} />)
    expect(commits[0]).toEqual(POSITIONS.slice(0, FIRST_WIDGETS))
    expect(await screen.findByText('box 11')).toBeTruthy()
    expect(commits.at(-1)).toEqual(POSITIONS)
  })
})
