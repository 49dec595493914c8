/** Points rules: how points are earned, what they are worth at checkout, how long they last (the shop's rule text). */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { MembershipRules } from '../../../../types/membership'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { fetchLevels } from '../../../services/membership'
import '../member.css'

export default observer(function PointsRule() {
  useTitle(t('route.pointsRule'))
  const [rules, setRules] = useState<MembershipRules | null | undefined>(undefined)
  useDidShow(() => void fetchLevels().then((r) => setRules(r.rules)).catch(() => setRules(null)))
  return (
    <PageShell name='pointsRule'>
      <View data-testid='points-rule' data-loaded={rules === undefined ? '0' : '1'}>
        {rules ? (
          <>
            <Text className='mb-rule' data-testid='points-rule-text'>
              {rules.pointRule}
            </Text>
            <Text className='mb-sub'>{t('points.worth', { rate: rules.rate, limit: rules.limitProportion })}</Text>
          </>
        ) : rules === null ? (
          <Text className='mb-empty'>{t('member.none')}</Text>
        ) : null}
      </View>
    </PageShell>
  )
})
