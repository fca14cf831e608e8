// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { FIRST_WIDGETS, useFirstWidgets } from './use-first-widgets'

const POSITIONS = Array.from({ length: 12 }, (_, position) => position)

/** Records, at each commit to the page, which of twelve boxes were on it. */
function Boxes({ commits }: { commits: number[][] }) {
  const { shows } = useFirstWidgets(POSITIONS.length)
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

describe('the dashboard mounts its first boxes with the page and the rest one by one', () => {
  it('commits the first boxes alone, then one more box at each commit, in reading order', async () => {
    const commits: number[][] = []
    render(<Boxes commits={commits} />)
    expect(commits[0]).toEqual(POSITIONS.slice(0, FIRST_WIDGETS))
    expect(await screen.findByText('box 11')).toBeTruthy()
    expect(commits.at(-1)).toEqual(POSITIONS)
    for (const [index, commit] of commits.entries()) {
      const before = commits[index - 1]
      if (before) expect(commit.length - before.length).toBeLessThanOrEqual(1)
      expect(commit).toEqual(POSITIONS.slice(0, commit.length))
    }
  })

  it('stops at the boxes the layout shows', async () => {
    const commits: number[][] = []
    function Four() {
      const { shows, complete } = useFirstWidgets(4)
      const shown = POSITIONS.filter(shows)
      useLayoutEffect(() => {
        commits.push(shown)
      })
      return <p>{complete ? `all ${shown.length} shown` : 'mounting'}</p>
    }
    render(<Four />)
    expect(await screen.findByText('all 4 shown')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(commits.at(-1)).toEqual([0, 1, 2, 3])
  })
})
