/**
 * The card list (/card-list, login): the shop's cards on sale (tap → its detail and purchase), the
 * buyer's cards (tap → the held card with its uses) and their past cards (used up or expired).
 * Opened with tab=mine after a card was paid.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useRef, useState } from 'react'
import type { CardTemplate, UserCard } from '../../../../types/cards'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { CARD_PAGE_SIZE, fetchCards, fetchMyCards } from '../../../services/cards'
import { CardRow, cardPriceText, heldLines } from '../card-ui'
import '../coupon.css'

type Tab = 'shop' | 'mine' | 'history'
const TABS: Tab[] = ['shop', 'mine', 'history']

export default observer(function CardList() {
  useTitle(t('route.cardList'))
  const params = useRouter().params
  const [tab, setTab] = useState<Tab>(TABS.includes(params.tab as Tab) ? (params.tab as Tab) : 'shop')
  const [shop, setShop] = useState<CardTemplate[] | null>(null)
  const [held, setHeld] = useState<UserCard[] | null>(null)
  const [total, setTotal] = useState(0)
  const [failed, setFailed] = useState(false)
  const seq = useRef(0)

  const load = async (which: Tab, pageIndex: number) => {
    const mine = pageIndex === 0 ? ++seq.current : seq.current
    try {
      if (which === 'shop') {
        const list = await fetchCards()
        if (mine === seq.current) setShop(list.cards)
      } else {
        const page = await fetchMyCards(which === 'history', pageIndex)
        if (mine !== seq.current) return
        setTotal(page.total)
        setHeld((prev) => (pageIndex === 0 ? page.cards : [...(prev ?? []), ...page.cards]))
      }
      setFailed(false)
    } catch {
      if (mine === seq.current) setFailed(true)
    }
  }
  useDidShow(() => void load(tab, 0))
  useReachBottom(() => {
    if (tab !== 'shop' && held && held.length < total) void load(tab, Math.ceil(held.length / CARD_PAGE_SIZE))
  })
  const choose = (next: Tab) => {
    setTab(next)
    setHeld(null)
    void load(next, 0)
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 })
  }

  const rows = tab === 'shop' ? shop : held
  return (
    <PageShell name='cardList'>
      <View className='cp-tabs'>
        {TABS.map((x) => (
          <Text key={x} className={`cp-tab ${x === tab ? 'cp-tab--on' : ''}`} data-testid='card-tab' data-tab={x} onClick={() => choose(x)}>
            {t(`card.tab.${x}`)}
          </Text>
        ))}
      </View>
      {rows === null ? (
        <Text className='cp-empty' onClick={() => failed && void load(tab, 0)}>
          {failed ? t('card.loadFailed') : t('card.loading')}
        </Text>
      ) : rows.length === 0 ? (
        <Text className='cp-empty' data-testid='card-empty'>
          {t(tab === 'shop' ? 'card.empty.shop' : 'card.empty.mine')}
        </Text>
      ) : tab === 'shop' ? (
        (shop ?? []).map((c) => (
          <CardRow
            key={c.cardId}
            testId='card-template'
            id={c.cardId}
            name={c.cardName}
            discountText={c.discountText}
            lines={[c.promotionDesc, c.rangeText]}
            onClick={() => void router.open('benefitCard', { cardId: c.cardId })}
            action={<Text className='cp-btn'>{cardPriceText(c)}</Text>}
          />
        ))
      ) : (
        (held ?? []).map((c) => (
          <CardRow
            key={c.userCardInstanceId}
            testId='my-card'
            id={c.userCardInstanceId}
            name={c.cardName}
            discountText={c.discountText}
            lines={heldLines(c)}
            dim={c.isHistory}
            onClick={() => void router.open('benefitCard', { cardId: c.cardId, userCardInstanceId: c.userCardInstanceId })}
          />
        ))
      )}
    </PageShell>
  )
})
