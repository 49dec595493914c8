/** Growth value rules: how growth is earned and the threshold of every level (the shop's rule text and levels). */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { PrimeLevelsResponse } from '../../../../types/membership'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { fetchLevels } from '../../../services/membership'
import '../member.css'

export default observer(function GrowthValueRule() {
  useTitle(t('route.growthValueRule'))
  const [data, setData] = useState<PrimeLevelsResponse | null>(null)
  useDidShow(() => void fetchLevels().then(setData).catch(() => setData({ levels: [], rules: null })))
  return (
    <PageShell name='growthValueRule'>
      <View data-testid='growth-rule' data-loaded={data ? '1' : '0'}>
        {data?.rules ? (
          <Text className='mb-rule' data-testid='growth-rule-text'>
            {data.rules.growthRule}
          </Text>
        ) : data ? (
          <Text className='mb-empty'>{t('member.none')}</Text>
        ) : null}
        {data?.rules ? <Text className='mb-sub'>{t('growth.perYuan', { n: data.rules.growthPerYuan })}</Text> : null}
        {data?.levels.length ? (
          <View className='mb-section'>
            {data.levels.map((l) => (
              <View key={l.level} className='mb-level'>
                <Text>{l.primeLevelName}</Text>
                <Text className='mb-level__meta'>
                  {t('member.threshold', { n: l.growthThreshold })}
                  {l.showDiscountText ? ` · ${l.showDiscountText}` : ''}
                </Text>
              </View>
            ))}
          </View>
        ) : null}
      </View>
    </PageShell>
  )
})
