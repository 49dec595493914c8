/** Site list (city picker): the shop's cities; choosing one sets the browsing city and goes back. */
import '../messages'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { router } from '../../../router'
import { stores } from '../../../stores'
import '../browse.css'

export default observer(function SiteListPage() {
  const { city, app } = stores
  useEffect(() => {
    void city.load(true)
    Taro.setNavigationBarTitle({ title: t('browse.city.title') }).catch(() => undefined)
  }, [city, app.lang])
  const choose = (cityId: string) => {
    city.choose(cityId)
    void router.back()
  }
  return (
    <PageShell name='siteList'>
      <Section title={t('browse.city.title')}>
        {city.cityName && (
          <Text className='browse-item__meta'>
            {t('browse.city.current')}: {city.cityName}
          </Text>
        )}
        <View className='site-grid'>
          {city.sites.map((s) => (
            <Text
              key={s.cityId}
              className={`site-grid__item ${s.cityId === city.cityId ? 'site-grid__item--on' : ''}`}
              data-testid='site-item'
              data-city={s.cityId}
              onClick={() => choose(s.cityId)}
            >
              {s.cityName}
            </Text>
          ))}
        </View>
        {!city.sites.length && <ListFooter loading={!city.loaded} done={city.loaded} failed={false} onRetry={() => void city.load(true)} />}
      </Section>
    </PageShell>
  )
})
