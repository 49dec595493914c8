/**
 * Show detail (/content/:showId; ids with SG are routed to the group page). Static parts (poster,
 * name, dates, venue, prices, tags, description, sessions) and dynamic parts (state, sale label, buy
 * button) load side by side; the button opens booking, the booking flow itself is a later screen.
 */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import type { ShowDynamic, ShowStatic } from '../../../../types/catalog'
import { PageShell } from '../../../components/page-shell'
import { MissingData } from '../../../components/missing-data'
import { NavigateButton } from '../../../components/navigate-button'
import { PriceRange } from '../../../components/price'
import { RichTextGroups } from '../../../components/rich-text-groups'
import { Section } from '../../../components/section'
import { t, type MessageKey } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { router } from '../../../router'
import { fetchShowDynamic, fetchShowStatic } from '../../../services/catalog'
import { stores } from '../../../stores'
import { buyButton } from '../../../utils/buy-button'
import { discountText, memberShowDiscount } from '../../../utils/discount'
import { formatMoney } from '../../../utils/money'
import { saleLabel } from '../../../utils/sale-label'
import { isHighlightedTag, isSeatCapable } from '../../../utils/show-rules'
import { sessionTime, showDateRange } from '../../../utils/show-time'
import { useRemote } from '../../../utils/use-remote'
import './index.css'
import { assetUrl } from '../../../utils/asset-url'
import { FavouriteToggle } from './favourite'
import { imageAlt } from '../../../components/a11y'
import { RemindButton } from './remind'
import { ShowCombos } from './combos'

function Row({ label, value, onClick, testId }: { label: string; value: string; onClick?: () => void; testId?: string }) {
  return (
    <View className={`detail-row ${onClick ? 'detail-row--link' : ''}`} onClick={onClick} data-testid={testId}>
      {label && <Text className='detail-row__label'>{label}</Text>}
      <Text className='detail-row__value'>{value}</Text>
      {onClick && <Text className='detail-row__arrow'>›</Text>}
    </View>
  )
}

const BuyBar = observer(function BuyBar({ show, dyn }: { show: ShowStatic; dyn: ShowDynamic }) {
  const button = buyButton({
    status: dyn.showDetailStatus,
    buttonText: dyn.buttonText,
    canUsePriorityPurchase: dyn.canUsePriorityPurchase,
    seatCapable: isSeatCapable(show),
    existWaitList: dyn.existWaitList,
    zhongzhiMode: stores.shop.config?.features?.zhongzhiMode ?? false,
  })
  if (!button.visible) return null
  return (
    <View className='detail-buy'>
      <View
        className={`detail-buy__button ${button.enabled ? '' : 'detail-buy__button--off'}`}
        data-testid='buy-button'
        onClick={() => button.enabled && router.open('booking', { showId: show.showId })}
      >
        {t(button.key)}
      </View>
    </View>
  )
})

export default observer(function ShowDetail() {
  const showId = useRouter().params.showId ?? ''
  const lang = stores.app.lang
  const cityId = stores.city.cityId
  const detail = useRemote(() => fetchShowStatic(showId, { cityId }), [showId, lang])
  const dynamic = useRemote(() => fetchShowDynamic(showId), [showId, lang])
  usePullDownRefresh(() => void Promise.all([detail.reload(), dynamic.reload()]).finally(() => Taro.stopPullDownRefresh()))
  const show = detail.data
  const dyn = dynamic.data
  useEffect(() => {
    if (show) Taro.setNavigationBarTitle({ title: show.showName }).catch(() => undefined)
  }, [show])
  // The buyer's member show discount ('会员{n}折'), when they have one.
  const userId = stores.session.getUserId()
  useEffect(() => {
    if (userId) void stores.member.ensure()
  }, [userId])

  if (!show) {
    return (
      <PageShell name='showDetail' contentReady={!detail.loading}>
        {detail.missing ? (
          <MissingData />
        ) : detail.error ? (
          <Text className='detail-missing'>{detail.error || t('browse.detail.notFound')}</Text>
        ) : (
          <ListFooter loading done={false} failed={false} onRetry={() => void detail.reload()} />
        )}
      </PageShell>
    )
  }

  const hiddenText = stores.shop.config?.hiddenTicketPrice ? stores.shop.config.hiddenTicketPriceText : undefined
  const discount = discountText(show.discount)
  const memberDiscount = memberShowDiscount(stores.member.current)
  const sale = dyn ? saleLabel({ soldOut: dyn.soldOut, saleTime: dyn.saleTime, utcOffset: show.utcOffset }, Date.now()) : ''
  const sessionStatus = new Map((dyn?.sessions ?? []).map((s) => [s.sessionId, s.status]))
  return (
    <PageShell name='showDetail' className='detail-page'>
      <View className='detail-head' data-show-id={show.showId}>
        <Image className='detail-head__poster' src={assetUrl(show.posterUrl)} mode='aspectFill' {...imageAlt(show.showName)} />
        <View className='detail-head__info'>
          <View className='detail-head__title'>
            <Text className='detail-head__name' data-testid='show-name'>
              {show.showName}
            </Text>
            <FavouriteToggle showId={show.showId} />
          </View>
          <View className='detail-head__tags'>
            {dyn && (
              <Text className={`detail-status detail-status--${dyn.showDetailStatus}`} data-testid='show-status'>
                {t(`browse.status.${dyn.showDetailStatus}` as MessageKey)}
              </Text>
            )}
            {sale && (
              <Text className='detail-sale' data-testid='sale-label'>
                {sale}
              </Text>
            )}
            {discount && <Text className='detail-tag detail-tag--hl'>{discount}</Text>}
            {memberDiscount && (
              <Text className='detail-tag detail-tag--member' data-testid='member-discount'>
                {memberDiscount}
              </Text>
            )}
            {show.showTags.map((tag, i) => (
              <Text key={i} className={`detail-tag ${isHighlightedTag(tag.type) ? 'detail-tag--hl' : ''}`}>
                {tag.title}
              </Text>
            ))}
          </View>
          <PriceRange customPrice={show.customPrice} min={show.minOriginalPriceInfo} max={show.maxOriginalPriceInfo} isFree={show.isFree} hiddenText={hiddenText} />
        </View>
      </View>
      {dyn && dyn.showDetailStatus === 'PRE_SALE' && dyn.saleTimeCountdown > 0 && <RemindButton showId={show.showId} />}

      {show.showAlertText && <Text className='detail-alert'>{show.showAlertText}</Text>}

      <Section>
        <Row label={t('browse.detail.time')} value={showDateRange(show.firstShowTime, show.lastShowTime, show.utcOffset)} />
        <Text className='detail-zone'>{t('browse.detail.localTime', { zone: show.localTimeTxt })}</Text>
        <Row
          label={t('browse.detail.venue')}
          value={`${show.cityName} · ${show.venueName}`}
          testId='venue-link'
          onClick={() => router.open('venue', { venueId: show.venueId })}
        />
        <NavigateButton point={{ latitude: show.venueLat, longitude: show.venueLng, name: show.venueName, address: show.venueAddress }} />
        {show.tour && (
          <Row label='' value={t('browse.detail.tour', { name: show.tour.tourName })} testId='tour-link' onClick={() => router.open('tourDetail', { tourId: show.tour?.tourId })} />
        )}
        {show.showGroup && (
          <Row
            label=''
            value={t('browse.detail.group', { name: show.showGroup.showGroupName })}
            onClick={() => router.open('groupShowDetail', { showId: show.showGroup?.showGroupId })}
          />
        )}
        {(show.minLimitAge || isSeatCapable(show)) && (
          <View className='detail-notes'>
            {show.minLimitAge ? <Text className='detail-tag'>{t('browse.detail.minAge', { age: show.minLimitAge })}</Text> : null}
            {isSeatCapable(show) && <Text className='detail-tag'>{t('browse.detail.seatPicking')}</Text>}
          </View>
        )}
      </Section>

      {show.sessions.length > 0 && (
        <Section title={t('browse.detail.sessions')}>
          {show.sessions.map((s) => (
            <View key={s.sessionId} className='detail-session' data-testid='session'>
              <View className='detail-session__head'>
                <Text className='detail-session__time'>{sessionTime(s.startTime, show.utcOffset)}</Text>
                {sessionStatus.get(s.sessionId) && sessionStatus.get(s.sessionId) !== 'ON_SALE' && (
                  <Text className='detail-session__status'>{t(`browse.status.${sessionStatus.get(s.sessionId)}` as MessageKey)}</Text>
                )}
              </View>
              <View className='detail-session__plans'>
                {s.seatPlans.map((p) => (
                  <Text key={p.seatPlanId} className='detail-plan'>
                    {p.seatPlanName}
                    {hiddenText === undefined && !p.priceInfo.pending && ` ${p.priceInfo.prefix}${formatMoney(p.priceInfo)}`}
                  </Text>
                ))}
              </View>
            </View>
          ))}
        </Section>
      )}

      <ShowCombos showId={show.showId} lang={lang} />

      {(show.descriptionNodes?.length > 0 || show.description) && (
        <Section title={t('browse.detail.description')}>
          <RichTextGroups className='detail-desc' testId='show-description' nodes={show.descriptionNodes} html={show.description} />
        </Section>
      )}

      {dyn && <BuyBar show={show} dyn={dyn} />}
    </PageShell>
  )
})
