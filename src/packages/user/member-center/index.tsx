/**
 * Member centre (/member-center): the buyer's level card (growth value and what the next level still
 * needs), points and growth entries, the level's rights (4 per row, scrolling past 8), and every level
 * with its threshold and member price; the paid membership: the buyer's (until when) and the plans on
 * sale, each opening member confirm; the level's birthday gifts (birthday-ui.tsx). A visitor sees the
 * levels, the plans and a login button. When the server says a level-up is due, the popup shows once;
 * closing it asks the server to stop reminding; likewise the birthday popup in the birthday month.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { CurrentLevel, PrimeLevel, PrimePlanList } from '../../../../types/membership'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchCurrentLevel, fetchLevels, fetchPrimePlans, noLongerRemindBirthday, noLongerRemindLevelUp } from '../../../services/membership'
import { stores } from '../../../stores'
import { BirthdayGifts, BirthdayPopup } from '../birthday-ui'
import { LevelUpPopup, PaidMembershipSection, RightsGrid } from '../member-ui'
import '../member.css'

function LevelCard({ me }: { me: CurrentLevel }) {
  const next = me.nextLevel
  const done = next ? Math.min(100, Math.round(((me.growth - me.growthThreshold) / Math.max(1, next.growthThreshold - me.growthThreshold)) * 100)) : 100
  return (
    <View className='mb-card' data-testid='member-level' data-level={me.level} data-growth={me.growth}>
      <Text className='mb-card__label'>{t('member.level')}</Text>
      <Text className='mb-card__name'>{me.primeLevelName}</Text>
      <Text className='mb-card__growth'>{t('member.growth', { n: me.growth })}</Text>
      <View className='mb-bar'>
        <View className='mb-bar__fill' style={{ width: `${done}%` }} />
      </View>
      <Text className='mb-card__next'>{next ? t('member.toNext', { need: next.need, name: next.primeLevelName }) : t('member.top')}</Text>
    </View>
  )
}

function Levels({ levels, current }: { levels: PrimeLevel[]; current: number | null }) {
  return (
    <View className='mb-section' data-testid='member-levels'>
      <View className='mb-section__head'>
        <Text className='mb-section__title'>{t('member.levels')}</Text>
      </View>
      {levels.map((l) => (
        <View key={l.level} className={`mb-level ${l.level === current ? 'mb-level--on' : ''}`} data-testid='member-level-row' data-level={l.level}>
          <Text>
            {l.primeLevelName}
            {l.level === current ? ` · ${t('member.current')}` : ''}
          </Text>
          <Text className='mb-level__meta'>
            {t('member.threshold', { n: l.growthThreshold })}
            {l.showDiscountText ? ` · ${l.showDiscountText}` : ''}
          </Text>
        </View>
      ))}
    </View>
  )
}

export default observer(function MemberCenter() {
  useTitle(t('route.memberCenter'))
  const loggedIn = stores.session.isLoggedIn
  const [me, setMe] = useState<CurrentLevel | null>(null)
  const [levels, setLevels] = useState<PrimeLevel[] | null>(null)
  const [popup, setPopup] = useState(false)
  const [birthdayPopup, setBirthdayPopup] = useState(false)
  const [plans, setPlans] = useState<PrimePlanList | null>(null)

  useDidShow(() => {
    // Each visit: a membership bought meanwhile shows at once.
    fetchPrimePlans(stores.session.isLoggedIn).then(setPlans, () => setPlans((p) => p ?? { plans: [], mine: null }))
    if (stores.session.isLoggedIn) {
      fetchCurrentLevel()
        .then((lvl) => {
          setMe(lvl)
          setLevels(lvl.levels)
          setPopup(lvl.levelUpgradePopup)
          setBirthdayPopup(lvl.birthdayPopup)
        })
        .catch(() => setLevels((l) => l ?? []))
    } else {
      fetchLevels()
        .then((r) => setLevels(r.levels))
        .catch(() => setLevels((l) => l ?? []))
    }
  })

  const closePopup = () => {
    setPopup(false)
    // Shown once: the server stops reminding (it answers whether anything is still due).
    void noLongerRemindLevelUp().catch(() => undefined)
  }

  const closeBirthday = () => {
    setBirthdayPopup(false)
    // Once a year: the server stops reminding until next year's birthday month.
    void noLongerRemindBirthday().catch(() => undefined)
  }

  const rights = me?.primeRights ?? levels?.[0]?.primeRights ?? []
  const gifts = me?.birthdayGifts ?? levels?.[0]?.birthdayGifts ?? []
  return (
    <PageShell name='memberCenter'>
      <View data-testid='member-center' data-loaded={levels ? '1' : '0'}>
        {me ? <LevelCard me={me} /> : null}
        {!loggedIn ? (
          <Text className='mb-login' data-testid='member-login' onClick={() => void router.open(router.loginRoute())}>
            {t('member.login')}
          </Text>
        ) : null}
        {me ? (
          <View className='mb-stats'>
            <View className='mb-stat' data-testid='member-points' onClick={() => void router.open('points')}>
              <Text className='mb-stat__value'>{me.points}</Text>
              <Text className='mb-stat__label'>{t('member.points')}</Text>
            </View>
            <View className='mb-stat' data-testid='member-growth' onClick={() => void router.open('growthValue')}>
              <Text className='mb-stat__value'>{me.growth}</Text>
              <Text className='mb-stat__label'>{t('member.growthValue')}</Text>
            </View>
          </View>
        ) : null}
        {plans ? <PaidMembershipSection list={plans} /> : null}
        {levels && levels.length === 0 ? <Text className='mb-empty'>{t('member.none')}</Text> : null}
        {rights.length ? (
          <View className='mb-section'>
            <View className='mb-section__head'>
              <Text className='mb-section__title'>{t('member.rights')}</Text>
              <Text className='mb-section__meta'>{t('member.rightsCount', { count: rights.length })}</Text>
            </View>
            <RightsGrid rights={rights} />
          </View>
        ) : null}
        <BirthdayGifts gifts={gifts} month={Boolean(me?.birthdayMonth)} />
        {levels?.length ? <Levels levels={levels} current={me?.level ?? null} /> : null}
        {levels?.length && stores.shop.config?.cyMerchantPrimeConfigVO?.isShowPrivilegeCompare ? (
          <Text className='mb-link' data-testid='member-compare-link' onClick={() => void router.open('memberCenterCompare')}>
            {t('member.compare.link')} ›
          </Text>
        ) : null}
      </View>
      {popup && me ? <LevelUpPopup levelName={me.primeLevelName} onClose={closePopup} /> : null}
      {/* After the level-up popup, if both are due. */}
      {birthdayPopup && !popup && me ? <BirthdayPopup gifts={me.birthdayGifts} points={me.birthdayPoints} onClose={closeBirthday} /> : null}
    </PageShell>
  )
})
