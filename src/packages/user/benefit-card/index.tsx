/**
 * A benefit card (/benefit-card/:cardId, login; spec accounts §2 card detail: cardId and optional
 * userCardInstanceId). Without an instance: the card as sold — its 折, what it grants, uses, validity,
 * stock and limit — and buying it: an order of type CARD (one key per visit, so a retry is the same
 * order) paid through the same cashier as tickets, right on this page. With an instance: the buyer's
 * card, its uses left and validity, and "use it", which opens the shows it applies to.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { CardTemplate, UserCard } from '../../../../types/cards'
import { SubmitButton, useBusyAction, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { PaymentPanel, startPayment } from '../../../components/payment'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { buyCard, fetchCard, fetchMyCard } from '../../../services/cards'
import { newIdempotencyKey } from '../../../stores/booking'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { CardRow, cardPriceText, heldLines } from '../card-ui'
import '../coupon.css'

function Held({ card }: { card: UserCard }) {
  return (
    <View data-testid='held-card' data-status={card.cardStatus} data-times-left={card.timesLeft}>
      <CardRow testId='card-head' id={card.userCardInstanceId} name={card.cardName} discountText={card.discountText} lines={heldLines(card)} dim={card.isHistory} />
      <View className='cp-section'>
        <Text className='cp-section__title'>{t('card.benefit')}</Text>
        <Text className='cp-section__text'>{card.promotionDesc}</Text>
      </View>
      {card.cardStatus === 'AVAILABLE' && (
        <View className='cp-section'>
          <SubmitButton testId='card-use' onClick={() => void router.open('cardRange', { cardId: card.cardId, userCardInstanceId: card.userCardInstanceId })}>
            {t('card.use')}
          </SubmitButton>
        </View>
      )}
    </View>
  )
}

function Sold({ card, owner, onClosed }: { card: CardTemplate; owner: string; onClosed: () => void }) {
  const [key, setKey] = useState(() => newIdempotencyKey())
  const full = card.owned >= card.perBuyerLimit
  const buying = useBusyAction(async () => {
    const created = await buyCard({ cardId: card.cardId, payAmount: card.cardPrice, payPoints: card.pointPrice ?? undefined, idempotencyKey: key })
    await startPayment(
      { orderId: created.orderId, transactionIds: created.unPaidTransactionIds, payAmount: created.payAmount, orderType: 'card', bindId: created.orderId, src: 'ORDER_DETAIL' },
      {
        owner,
        onOutcome: (o) => {
          // A purchase that ran out of time is gone: the next tap is a new order.
          if (o.kind === 'expired') setKey(newIdempotencyKey())
          if (o.kind === 'closed' || o.kind === 'expired') onClosed()
        },
      },
    )
  })
  const facts = [t('card.uses', { n: card.convertibleTimes }), t('card.valid', { n: card.validDays }), card.rangeText, t('card.left', { n: card.remaining }), t('card.limit', { n: card.perBuyerLimit })]
  return (
    <View data-testid='sold-card' data-card-id={card.cardId} data-owned={card.owned}>
      <CardRow testId='card-head' id={card.cardId} name={card.cardName} discountText={card.discountText} lines={facts} />
      <View className='cp-section'>
        <Text className='cp-section__title'>{t('card.benefit')}</Text>
        <Text className='cp-section__text'>{card.promotionDesc}</Text>
      </View>
      <View className='cp-links'>
        <Text className='cp-link' data-testid='card-range-link' onClick={() => void router.open('cardRange', { cardId: card.cardId })}>
          {t('card.range')}
        </Text>
        {card.owned > 0 && (
          <Text className='cp-link' data-testid='card-mine-link' onClick={() => void router.open('cardList', { tab: 'mine' })}>
            {t('card.owned', { n: card.owned })} · {t('card.myCards')}
          </Text>
        )}
      </View>
      <View className='cp-section'>
        <Text className='cp-card__amount' data-testid='card-price'>
          {cardPriceText(card)}
        </Text>
        <SubmitButton testId='card-buy' busy={buying.busy} disabled={card.remaining < 1 || full} onClick={() => void buying.run()}>
          {card.remaining < 1 ? t('card.soldOut') : full ? t('card.limitReached') : t(card.priceMode === 'POINT' ? 'card.redeem' : 'card.buy')}
        </SubmitButton>
      </View>
    </View>
  )
}

export default observer(function BenefitCardPage() {
  useTitle(t('route.benefitCard'))
  const params = useRouter().params
  const cardId = params.cardId ?? ''
  const instanceId = params.userCardInstanceId ?? ''
  const remote = useRemote<{ held: UserCard | null; sold: CardTemplate | null }>(
    async () => (instanceId ? { held: await fetchMyCard(instanceId), sold: null } : { held: null, sold: await fetchCard(cardId) }),
    [cardId, instanceId, stores.app.lang],
  )
  const owner = `benefitCard:${cardId}`
  const data = remote.data
  return (
    <PageShell name='benefitCard'>
      {data?.held ? (
        <Held card={data.held} />
      ) : data?.sold ? (
        <Sold card={data.sold} owner={owner} onClosed={() => void remote.reload()} />
      ) : remote.missing ? (
        <MissingData />
      ) : (
        <Text className='cp-empty' data-testid='card-loading' onClick={() => remote.error && void remote.reload()}>
          {remote.error || t('card.loading')}
        </Text>
      )}
      <PaymentPanel owner={owner} />
    </PageShell>
  )
})
