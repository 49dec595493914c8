/** Growth value (login): the buyer's growth and level, what the next level needs, the rules link and the history. */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { CurrentLevel } from '../../../../types/membership'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchCurrentLevel, fetchGrowthRecords } from '../../../services/membership'
import { timeText, usePagedRecords } from '../member-ui'
import '../member.css'

export default observer(function GrowthValue() {
  useTitle(t('route.growthValue'))
  const [me, setMe] = useState<CurrentLevel | null>(null)
  useDidShow(() => void fetchCurrentLevel().then(setMe).catch(() => undefined))
  const { rows, page, more } = usePagedRecords(fetchGrowthRecords)
  return (
    <PageShell name='growthValue'>
      <View data-testid='growth-value' data-loaded={me ? '1' : '0'} data-growth={me?.growth ?? ''}>
        <Text className='mb-big'>{me ? me.growth : '—'}</Text>
        <Text className='mb-sub'>
          {me ? `${me.primeLevelName} · ${me.nextLevel ? t('member.toNext', { need: me.nextLevel.need, name: me.nextLevel.primeLevelName }) : t('member.top')}` : ''}
        </Text>
        <View className='mb-link' data-testid='growth-rule-link' onClick={() => void router.open('growthValueRule')}>
          <Text>{t('growth.rule')}</Text>
          <Text className='mb-link__arrow'>›</Text>
        </View>
        <View className='mb-section__head mb-section' style={{ marginBottom: 0 }}>
          <Text className='mb-section__title'>{t('growth.records')}</Text>
        </View>
        {rows && rows.length === 0 ? <Text className='mb-empty'>{t('growth.empty')}</Text> : null}
        {(rows ?? []).map((r) => (
          <View key={r.recordId} className='mb-record' data-testid='growth-record' data-growth={r.growth}>
            <View className='mb-record__body'>
              <Text className='mb-record__title'>{r.text}</Text>
              <Text className='mb-record__meta'>{timeText(r.createTime)}</Text>
            </View>
            <Text className='mb-record__value mb-record__value--in'>+{r.growth}</Text>
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
