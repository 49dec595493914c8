/**
 * My points (/points, login): the balance, the points about to expire (spec accounts §7
 * be_about_to_expire_point, within the shop's notice window), what points are worth at checkout, and
 * the ways to the history and the rules.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { PointSummary } from '../../../../types/membership'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchPointSummary } from '../../../services/membership'
import { dayText } from '../member-ui'
import '../member.css'

export default observer(function Points() {
  useTitle(t('route.points'))
  const [s, setS] = useState<PointSummary | null>(null)
  useDidShow(() => void fetchPointSummary().then(setS).catch(() => undefined))
  const soon = s?.aboutToExpire
  return (
    <PageShell name='points'>
      <View data-testid='points-summary' data-loaded={s ? '1' : '0'} data-points={s?.points ?? ''}>
        <Text className='mb-big' data-testid='points-balance'>
          {s ? s.points : '—'}
        </Text>
        <Text className='mb-sub'>{t('points.balance')}</Text>
        {soon ? (
          <Text className='mb-sub' data-testid='points-expiring' data-points={soon.points}>
            {soon.points > 0 && soon.expireTime ? t('points.expiring', { n: soon.points, date: dayText(soon.expireTime) }) : t('points.noneExpiring', { count: soon.withinDays })}
          </Text>
        ) : null}
        {s?.rules ? <Text className='mb-sub'>{t('points.worth', { rate: s.rules.rate, limit: s.rules.limitProportion })}</Text> : null}
        <View className='mb-link' data-testid='points-records-link' onClick={() => void router.open('pointRecord')}>
          <Text>{t('points.records')}</Text>
          <Text className='mb-link__arrow'>›</Text>
        </View>
        <View className='mb-link' data-testid='points-rule-link' onClick={() => void router.open('pointsRule')}>
          <Text>{t('points.rule')}</Text>
          <Text className='mb-link__arrow'>›</Text>
        </View>
      </View>
    </PageShell>
  )
})
