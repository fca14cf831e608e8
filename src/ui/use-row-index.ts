import { useEffect, useMemo, useRef, useState } from 'react'
import { indexingRows, indexRows, type RowIndex, type RowIndexSpec, runInSlices } from '#domain/row-index'

/** Up to this many rows are prepared in the render that brings them: a few milliseconds at most. */
const AT_ONCE_ROWS = 2_000

/**
 * A RowIndex of `rows`, following them as they are read again: unchanged rows keep their prepared
 * entries. A long list (the address book at 100,000 rows) is prepared in slices between frames, so
 * no task runs long; meanwhile the index of the rows before stays in use (undefined the first time).
 * `spec` must be stable (a module constant).
 */
export function useRowIndex<R, E>(
  rows: readonly R[] | undefined,
  spec: RowIndexSpec<R, E>,
): RowIndex<E> | undefined {
  const latest = useRef<RowIndex<E> | undefined>(undefined)
  const atOnce = useMemo(
    () => (rows && rows.length <= AT_ONCE_ROWS ? indexRows(rows, spec, latest.current) : undefined),
    [rows, spec],
  )
  const [sliced, setSliced] = useState<{ rows: readonly R[]; index: RowIndex<E> } | undefined>()
  useEffect(() => {
    if (!rows || rows.length <= AT_ONCE_ROWS) return
    const controller = new AbortController()
    void runInSlices(indexingRows(rows, spec, latest.current), controller.signal).then((index) => {
      if (index) setSliced({ rows, index })
    })
    return () => controller.abort()
  }, [rows, spec])
  // While the slices of newly read rows run, the index of the rows before answers (one change behind).
  const index = rows ? (atOnce ?? (sliced?.rows === rows ? sliced.index : latest.current)) : undefined
  useEffect(() => {
    if (index || !rows) latest.current = index
  }, [index, rows])
  return index
}
