/**
 * Member compare (/member-center/compare): every level side by side — the growth it takes, its member
 * price on shows, and each right a level shows to buyers (spec: "compare page data"). The member
 * centre links here when the shop turns it on (cyMerchantPrimeConfigVO.isShowPrivilegeCompare).
 */
import '../messages'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { PrimeLevelsResponse } from '../../../../types/membership'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { fetchLevels } from '../../../services/membership'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { compareRows } from './rows'
import '../member.css'

export default observer(function MemberCompare() {
  useTitle(t('route.memberCenterCompare'))
  const remote = useRemote<PrimeLevelsResponse>(() => fetchLevels(), [stores.app.lang])
  const levels = remote.data?.levels ?? null
  if (!levels) {
    return (
      <PageShell name='memberCenterCompare'>
        <Text key='loading' className='mb-empty' onClick={() => remote.error && void remote.reload()}>
          {remote.error || '…'}
        </Text>
      </PageShell>
    )
  }
  const rows = compareRows(levels)
  const cell = (key: string, text: string, className = '') => (
    <Text key={key} className={`mb-cmp__cell ${className}`}>
      {text}
    </Text>
  )
  return (
    <PageShell name='memberCenterCompare'>
      {levels.length === 0 ? (
        <Text key='none' className='mb-empty'>
          {t('member.none')}
        </Text>
      ) : null}
      <ScrollView scrollX className='mb-section' data-testid='member-compare' data-levels={levels.length} data-rights={rows.length}>
        <View className='mb-cmp__row mb-cmp__row--head'>
          {cell('h', t('member.compare.right'), 'mb-cmp__cell--name')}
          {levels.map((l) => cell(`h${l.level}`, l.primeLevelName))}
        </View>
        <View className='mb-cmp__row'>
          {cell('g', t('member.compare.threshold'), 'mb-cmp__cell--name')}
          {levels.map((l) => cell(`g${l.level}`, String(l.growthThreshold)))}
        </View>
        <View className='mb-cmp__row'>
          {cell('d', t('member.compare.discount'), 'mb-cmp__cell--name')}
          {levels.map((l) => cell(`d${l.level}`, l.showDiscountText || t('member.compare.no')))}
        </View>
        {rows.map((r) => (
          <View key={r.right} className='mb-cmp__row' data-testid='member-compare-row' data-right={r.right}>
            {cell('n', r.right, 'mb-cmp__cell--name')}
            {r.cells.map((c, i) => cell(`c${i}`, c.has ? c.badge || t('member.compare.yes') : '—', c.has ? 'mb-cmp__cell--has' : ''))}
          </View>
        ))}
      </ScrollView>
    </PageShell>
  )
})
