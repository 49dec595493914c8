/**
 * Member right (/member-center/right?name=): one benefit of the level rights grid — its name and badge,
 * every level that has it (the buyer's marked), and whether the buyer's level has it or from which level
 * it comes. Opened by tapping a right in the member centre.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { CurrentLevel, PrimeLevelsResponse } from '../../../../types/membership'
import { useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { fetchCurrentLevel, fetchLevels } from '../../../services/membership'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import '../member.css'

function decodeParam(raw: string | undefined): string {
  try {
    return decodeURIComponent(raw ?? '')
  } catch {
    return raw ?? ''
  }
}

/** The shop's levels, and the buyer's own when logged in. */
async function load(): Promise<{ levels: PrimeLevelsResponse['levels']; mine: CurrentLevel | null }> {
  if (!stores.session.isLoggedIn) return { levels: (await fetchLevels()).levels, mine: null }
  const mine = await fetchCurrentLevel()
  return { levels: mine.levels, mine }
}

export default observer(function MemberRight() {
  useTitle(t('route.memberCenterRight'))
  // Route params arrive still encoded on H5 (a right's name is often Chinese or has spaces).
  const name = decodeParam(useRouter().params.name)
  const remote = useRemote(load, [stores.app.lang, stores.session.isLoggedIn], Boolean(name))
  if (!name) {
    return (
      <PageShell name='memberCenterRight'>
        <MissingData />
      </PageShell>
    )
  }
  const data = remote.data
  const having = (data?.levels ?? []).filter((l) => l.primeRights.some((r) => r.primeRightTypeName === name))
  const right = having[0]?.primeRights.find((r) => r.primeRightTypeName === name)
  const mineHas = Boolean(data?.mine && having.some((l) => l.level === data.mine?.level))
  const from = having.find((l) => l.level > (data?.mine?.level ?? 0))
  return (
    <PageShell name='memberCenterRight'>
      {!data ? (
        <Text key='loading' className='mb-empty' onClick={() => remote.error && void remote.reload()}>
          {remote.error || '…'}
        </Text>
      ) : !right ? (
        <Text key='unknown' className='mb-empty' data-testid='member-right-unknown'>
          {t('member.right.unknown')}
        </Text>
      ) : (
        <View className='mb-section' data-testid='member-right-detail' data-levels={having.length} data-mine={mineHas ? '1' : '0'}>
          <View className='mb-section__head'>
            <Text className='mb-section__title'>{name}</Text>
            {right.badgeDesc ? <Text className='mb-right-badge'>{right.badgeDesc}</Text> : null}
          </View>
          {data.mine ? (
            <Text className='mb-paid__status' data-testid='member-right-status'>
              {mineHas ? t('member.right.mine') : from ? t('member.right.from', { name: from.primeLevelName }) : ''}
            </Text>
          ) : null}
          <Text className='mb-level__meta'>{t('member.right.levels')}</Text>
          {having.map((l) => (
            <View key={l.level} className={`mb-level ${l.level === data.mine?.level ? 'mb-level--on' : ''}`} data-testid='member-right-level' data-level={l.level}>
              <Text>{l.primeLevelName}</Text>
              <Text className='mb-level__meta'>{t('member.threshold', { n: l.growthThreshold })}</Text>
            </View>
          ))}
        </View>
      )}
    </PageShell>
  )
})
