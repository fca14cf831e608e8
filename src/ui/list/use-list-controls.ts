import { useState } from 'react'
import { DEFAULT_PER_PAGE, FIRST_PAGE, type PerPage } from '#domain/pagination'

interface ListControlsOptions<S> {
  defaultSorting: S
  /** Standing orders clear the selection on a page change too (STAND-024); the archive keeps it. */
  clearSelectionOnPage?: boolean
}

/**
 * A list screen's sorting, page, page size and selection. A new filter, sorting or page size
 * starts again at the first page with nothing selected (ARCH-021, ARCH-022, STAND-022 to STAND-024).
 */
export function useListControls<S>({ defaultSorting, clearSelectionOnPage = false }: ListControlsOptions<S>) {
  const [sorting, setSorting] = useState<S>(defaultSorting)
  const [page, setPage] = useState(FIRST_PAGE)
  const [perPage, setPerPage] = useState<PerPage>(DEFAULT_PER_PAGE)
  const [selected, setSelected] = useState<number[]>([])

  const restart = () => {
    setPage(FIRST_PAGE)
    setSelected([])
  }
  return {
    sorting,
    page,
    perPage,
    selected,
    /** Sets the page without a restart: a list that shrank under the user moves to its last page. */
    setPage,
    restart,
    sort: (next: S) => {
      setSorting(next)
      restart()
    },
    select: (key: number, on: boolean) =>
      setSelected((current) => (on ? [...current, key] : current.filter((other) => other !== key))),
    pagination: {
      page,
      perPage,
      onPage: (next: number) => {
        setPage(next)
        if (clearSelectionOnPage) setSelected([])
      },
      onPerPage: (next: PerPage) => {
        setPerPage(next)
        restart()
      },
    },
  }
}
