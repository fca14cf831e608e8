import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Temporal } from 'temporal-polyfill'
import type { Locale } from '#domain/entities/basics'
import type { StandingOrder } from '#domain/entities/standing-order'
import { type CalendarDay, NEXT_RUN_DAYS, nextRuns, type StopWindow } from '#domain/standing-orders/next-runs'
import list from '#ui/list/list-page.module.css'
import { useWeekdayLabel } from './labels'
import styles from './standing-orders.module.css'
import { useSwissHolidays } from './use-swiss-holidays'
import { windowEnds } from './window-text'

interface NextRunsCalendarProps {
  order: StandingOrder
  now: Temporal.Instant
  locale: Locale
}

const noHolidays = () => null

/** 'YYYY-MM-DD' as DD.MM.YYYY, the portal's date format in every language. */
function swissDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-')
  return `${day}.${month}.${year}`
}

function StopWindows({ kind, stops }: { kind: 'pickup' | 'delivery'; stops: readonly StopWindow[] }) {
  const { t } = useLingui()
  return stops.map((stop, index) => {
    const { from, to } = stop.window ? windowEnds(stop.window) : { from: '…', to: '…' }
    // Several stops: say which one the window belongs to.
    const who = stops.length > 1 ? ` (${stop.name})` : ''
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: stops keep their order within a run
      <span key={index} className={styles.runWindow}>
        {kind === 'pickup' ? t`Pickup ${from} - ${to}` : t`Delivery ${from} - ${to}`}
        {who}
      </span>
    )
  })
}

function Day({ day }: { day: CalendarDay }) {
  const { t } = useLingui()
  const weekday = useWeekdayLabel()
  const holiday = day.holiday
  const className = [
    styles.calendarDay,
    day.run ? styles.runDay : '',
    day.holiday ? styles.holidayDay : '',
    day.weekday === 'monday' ? styles.weekStart : '',
  ].join(' ')
  return (
    <li className={className} data-date={day.date}>
      <span className={styles.calendarDate}>
        <span>{weekday(day.weekday)}</span> <time dateTime={day.date}>{swissDate(day.date)}</time>
      </span>
      <span className={styles.calendarBody}>
        {holiday ? <span className={styles.holiday}>{t`Public holiday: ${holiday}`}</span> : null}
        {day.run ? (
          <>
            <strong className={styles.runMark}>{t`Run`}</strong>
            <StopWindows kind="pickup" stops={day.run.pickups} />
            <StopWindows kind="delivery" stops={day.run.deliveries} />
          </>
        ) : (
          <span className={styles.noRun}>{t`No run`}</span>
        )}
      </span>
    </li>
  )
}

/**
 * Issue 11, part 5: the order's runs over the next 14 days from its weekday codes, with Swiss
 * national holidays marked and each stop's planned window. It reads only the replica's row and the
 * holiday table built into the app, so it works offline; for a date the table does not cover, the
 * runs still show and a note says the holidays are missing.
 */
export function NextRunsCalendar({ order, now, locale }: NextRunsCalendarProps) {
  const { t } = useLingui()
  const holidays = useSwissHolidays(locale)
  const lookup = holidays.status === 'ready' ? holidays.lookup : noHolidays
  const days = useMemo(() => nextRuns(order, now, lookup), [order, now, lookup])
  const runs = days.filter((day) => day.run).length
  return (
    <section className={styles.calendar} aria-labelledby={`next-runs-${order.key}`}>
      <h3 id={`next-runs-${order.key}`}>{t`Next runs`}</h3>
      <p className={list.hint}>
        {t`Runs in the next ${NEXT_RUN_DAYS} days: ${runs}`}
        {holidays.status === 'loading' ? ` ${t`Looking up public holidays…`}` : ''}
      </p>
      {holidays.status === 'failed' ? (
        <p className={list.hint} role="status">
          {t`Public holidays could not be loaded; the runs are shown without them.`}
        </p>
      ) : null}
      <ol className={styles.calendarDays}>
        {days.map((day) => (
          <Day key={day.date} day={day} />
        ))}
      </ol>
    </section>
  )
}
