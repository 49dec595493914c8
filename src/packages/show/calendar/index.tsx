/**
 * Show calendar: upcoming shows of the current city, soonest first, grouped by their first date (as
 * printed in the show's own time zone), 20 at a time, with the same date filters as search.
 */
import '../messages'
import { ScrollView, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { ShowCard as Card } from '../../../../types/catalog'
import { PageShell } from '../../../components/page-shell'
import { ShowCardList } from '../../../components/show-card'
import { t, type MessageKey } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { stores } from '../../../stores'
import { DATE_FILTERS, type DateFilter } from '../../../utils/date-filter'
import { useSearch } from '../search/use-search'
import '../browse.css'

/** Consecutive cards sharing a first date, in list order. */
function byDate(cards: Card[]): Array<{ date: string; cards: Card[] }> {
  const groups: Array<{ date: string; cards: Card[] }> = []
  for (const c of cards) {
    const date = (c.showDate || c.displayShowTime).slice(0, 10)
    const last = groups[groups.length - 1]
    if (last && last.date === date) last.cards.push(c)
    else groups.push({ date, cards: [c] })
  }
  return groups
}

export default observer(function CalendarPage() {
  const { city, app } = stores
  const [date, setDate] = useState<DateFilter>('ALL')
  const results = useSearch({ keyword: '', category: '', cityId: city.cityId, date, sort: 'TIME_ASC' }, app.lang)
  useReachBottom(() => results.loadMore())
  return (
    <PageShell name='showCalendar'>
      <ScrollView scrollX className='browse-chips'>
        {DATE_FILTERS.map((d) => (
          <Text key={d} className={`browse-chip ${d === date ? 'browse-chip--on' : ''}`} onClick={() => setDate(d)}>
            {t(`browse.date.${d}` as MessageKey)}
          </Text>
        ))}
      </ScrollView>
      {byDate(results.list).map((g) => (
        <View key={g.date} className='calendar-day' data-date={g.date}>
          <Text className='calendar-day__date'>{g.date}</Text>
          <ShowCardList cards={g.cards} />
        </View>
      ))}
      {results.list.length === 0 && !results.loading && !results.failed ? (
        <Text className='list-footer'>{t('browse.list.empty')}</Text>
      ) : (
        <ListFooter loading={results.loading} done={results.done} failed={results.failed} onRetry={results.retry} />
      )}
    </PageShell>
  )
})
