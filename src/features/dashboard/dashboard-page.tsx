import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import {
  type ColumnName,
  type DashboardLayout,
  type Move,
  moveWidget,
  placeWidget,
  toggleHidden,
  type WidgetName,
} from '#domain/dashboard/layout'
import { formatLongDate } from '#i18n/format'
import { Button } from '#ui/components/button'
import { Notice } from '#ui/components/notice'
import pageToolbar from '#ui/styles/page-toolbar.module.css'
import styles from './dashboard.module.css'
import { useDashboardApi } from './dashboard-api'
import { loadLayout, saveLayout } from './layout-storage'
import { SortableColumns } from './sortable-columns'
import { useFirstWidgets } from './use-first-widgets'
import { WidgetBoundary } from './widget-boundary'
import { WidgetBox } from './widget-box'
import { useWidgetTitles, WIDGETS } from './widgets/registry'

interface DashboardPageProps {
  firstname: string
  storage?: Pick<Storage, 'getItem' | 'setItem'>
}

/** Spec sections 2 and 4: two columns of widgets; sorting mode rearranges and hides them. */
export function DashboardPage({ firstname, storage = localStorage }: DashboardPageProps) {
  const { t } = useLingui()
  const api = useDashboardApi()
  const titles = useWidgetTitles()
  const [layout, setLayout] = useState<DashboardLayout>(() => loadLayout(storage))
  const shownInColumnOne = layout.listOne.filter((widget) => !widget.hidden).length
  const { shows, complete } = useFirstWidgets(
    shownInColumnOne + layout.listTwo.filter((widget) => !widget.hidden).length,
  )
  const [draft, setDraft] = useState<DashboardLayout | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [saveFailed, setSaveFailed] = useState(false)
  const actions = useRef<HTMLDivElement>(null)
  // Edit and Cancel/Save replace one another in one place: the focus stays in it, on the button
  // that goes on (Save when sorting starts, Edit when it ends), not dropped to the page.
  const [focusAction, setFocusAction] = useState<'edit' | 'save' | null>(null)
  useEffect(() => {
    if (!focusAction) return
    actions.current?.querySelector<HTMLElement>(`[data-action="${focusAction}"]`)?.focus()
    setFocusAction(null)
  }, [focusAction])

  const where = (next: DashboardLayout, name: WidgetName) => {
    const column: ColumnName = next.listOne.some((widget) => widget.name === name) ? 'listOne' : 'listTwo'
    const position = next[column].findIndex((widget) => widget.name === name) + 1
    const columnNumber = column === 'listOne' ? 1 : 2
    return t`${titles[name]}: column ${columnNumber}, position ${position}.`
  }
  const update = (next: DashboardLayout, name: WidgetName) => {
    setDraft(next)
    setAnnouncement(where(next, name))
  }
  const save = () => {
    if (!draft) return
    setSaveFailed(!saveLayout(storage, draft))
    setLayout(draft)
    setDraft(null)
    setAnnouncement(t`The widget sorting was saved.`)
    setFocusAction('edit')
  }

  return (
    <section>
      <div className={pageToolbar.toolbar}>
        <div>
          <h1>{t`Welcome ${firstname}`}</h1>
          <p className="tabular" data-testid="today">
            {formatLongDate(`${api.today()}T12:00:00Z`, api.locale)}
          </p>
        </div>
        <div ref={actions} className={styles.sortActions}>
          {draft ? (
            <>
              <Button
                variant="quiet"
                onClick={() => {
                  setDraft(null)
                  setFocusAction('edit')
                }}
              >
                {t`Cancel`}
              </Button>
              <Button data-action="save" onClick={save}>
                {t`Save widget sorting`}
              </Button>
            </>
          ) : (
            <Button
              variant="secondary"
              data-action="edit"
              onClick={() => {
                setDraft(layout)
                setFocusAction('save')
              }}
            >
              {t`Edit widget sorting`}
            </Button>
          )}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {saveFailed ? (
        <Notice tone="warning">{t`This browser did not let the portal keep the sorting; it applies until you leave.`}</Notice>
      ) : null}
      {draft ? (
        <>
          <p className={styles.muted}>
            {t`Drag the boxes, or use their buttons, to rearrange them. Switch a box off to hide it.`}
          </p>
          <SortableColumns
            layout={draft}
            titles={titles}
            onDrop={(name, column, index) => update(placeWidget(draft, name, column, index), name)}
            onMove={(name, move: Move) => update(moveWidget(draft, name, move), name)}
            onToggleHidden={(name) => setDraft(toggleHidden(draft, name))}
          />
        </>
      ) : (
        // Busy while its boxes mount one by one: a screen reader waits for the whole page.
        <div className={styles.columns} aria-busy={complete ? undefined : true}>
          {(['listOne', 'listTwo'] as const).map((column) => (
            <div key={column} className={styles.column} data-column={column}>
              {layout[column]
                .filter((widget) => !widget.hidden)
                .map(({ name }, index) => {
                  // Reading order: column one, then column two.
                  if (!shows((column === 'listOne' ? 0 : shownInColumnOne) + index)) return null
                  const Widget = WIDGETS[name]
                  return (
                    <div key={name} className={styles.slot} data-widget={name}>
                      <WidgetBoundary
                        fallback={
                          <WidgetBox title={titles[name]}>
                            <p role="alert">{t`This box could not be shown. The rest of the dashboard works.`}</p>
                          </WidgetBox>
                        }
                      >
                        <Widget />
                      </WidgetBoundary>
                    </div>
                  )
                })}
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
