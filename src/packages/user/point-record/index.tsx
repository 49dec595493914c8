/** Points history (point record, login): every earning, use, return and expiry, newest first, 20 a page. */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { fetchPointRecords } from '../../../services/membership'
import { dayText, timeText, usePagedRecords } from '../member-ui'
import '../member.css'

export default observer(function PointRecords() {
  useTitle(t('route.pointRecord'))
  const { rows, page, more } = usePagedRecords(fetchPointRecords)
  return (
    <PageShell name='pointRecord'>
      <View data-testid='point-records' data-loaded={rows ? '1' : '0'} data-total={page?.total ?? 0}>
        {rows && rows.length === 0 ? <Text className='mb-empty'>{t('points.empty')}</Text> : null}
        {(rows ?? []).map((r) => (
          <View key={r.recordId} className='mb-record' data-testid='point-record' data-kind={r.kind} data-points={r.points}>
            <View className='mb-record__body'>
              <Text className='mb-record__title'>{r.kindText}</Text>
              <Text className='mb-record__meta'>
                {timeText(r.createTime)}
                {r.expireTime ? ` · ${t('points.validUntil', { date: dayText(r.expireTime) })}` : ''}
              </Text>
            </View>
            <Text className={`mb-record__value ${r.points > 0 ? 'mb-record__value--in' : ''}`}>{r.points > 0 ? `+${r.points}` : String(r.points)}</Text>
          </View>
        ))}
        {page?.hasMore ? (
          <Text className='mb-more' onClick={more}>
            {t('points.more')}
          </Text>
        ) : null}
      </View>
    </PageShell>
  )
})
