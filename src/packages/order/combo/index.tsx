/**
 * A combo activity (/combo/:promotionId; combos, tied sales and ticket packages, spec core §3 "Ticket
 * package promotion", FIXED_AMOUNT): its parts with their list prices, the combo price and the saving,
 * and a sets stepper. Open to anyone; "buy" asks a guest to log in first, then prices the sets on the
 * server (the combo price call), creates the ticket order with promotionId and promotionSets, and pays
 * through the one payment flow (the panel on this page). The server decides every amount: the page
 * shows the quote it answered and sends its pay amount back.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useState } from 'react'
import type { PreOrderResponse } from '../../../../types/orders'
import { SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { PaymentPanel, startPayment, type PaymentOutcome } from '../../../components/payment'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { router } from '../../../router'
import { comboPreOrder, fetchCombo } from '../../../services/combos'
import { createOrder } from '../../../services/orders'
import { stores } from '../../../stores'
import { formatCents } from '../../../utils/money'
import { useRemote } from '../../../utils/use-remote'
import { ComboParts, ComboType } from './parts'
import '../detail/order.css'
import './combo.css'

const OWNER = 'comboActivity'
const money = (cents: number) => `¥${formatCents(cents)}`
const newKey = () => `combo-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`

function Row({ label, value, price, testId }: { label: string; value: string; price?: boolean; testId?: string }) {
  return (
    <View className='order-row'>
      <Text className='order-row__label'>{label}</Text>
      <Text className={`order-row__value ${price ? 'order-row__value--price' : ''}`} data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}

export default observer(function ComboActivityPage() {
  useTitle(t('route.comboActivity'))
  const promotionId = useRouter().params.promotionId ?? ''
  const remote = useRemote(() => fetchCombo(promotionId), [promotionId, stores.app.lang])
  const combo = remote.data
  const [sets, setSets] = useState(1)
  const [quote, setQuote] = useState<PreOrderResponse | null>(null)
  // One idempotency key per submission of these sets, kept for its retries.
  const [key, setKey] = useState(newKey)
  const loggedIn = !!stores.session.getUserId()

  // A logged-in buyer sees the server's price of the sets chosen (a guest sees the activity's own figures).
  useEffect(() => {
    setQuote(null)
    setKey(newKey())
    if (!combo?.available || !loggedIn) return
    let live = true
    comboPreOrder(promotionId, { sets })
      .then((q) => live && setQuote(q))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [combo, sets, loggedIn, promotionId])

  const buy = useCallback(async () => {
    if (!combo) return
    if (!(await router.requireLogin())) return
    const pre = await comboPreOrder(promotionId, { sets })
    setQuote(pre)
    // Attendees and agreements are chosen on the confirm page; a combo of such a show is not sold here.
    if (pre.realNameRequired || pre.agreement) return toast(t('combos.unavailable'))
    const created = await createOrder({
      promotionId,
      promotionSets: sets,
      paymentParam: { payAmount: pre.payAmount },
      deliverMethod: pre.deliverMethod,
      idempotencyKey: key,
      passId: pre.passId,
    })
    const order = { orderId: created.orderId, transactionIds: created.unPaidTransactionIds, payAmount: created.payAmount, orderType: 'ticket' as const, src: 'ORDER_CONFIRM' }
    const onOutcome = (outcome: PaymentOutcome) => {
      setKey(newKey())
      if (outcome.kind === 'closed' || outcome.kind === 'expired' || outcome.kind === 'failed') void router.redirect('orderDetail', { orderId: created.orderId })
    }
    await startPayment(order, { owner: OWNER, onOutcome })
  }, [combo, promotionId, sets, key])
  const action = useBusyAction(buy)

  if (!combo) {
    return (
      <PageShell name='comboActivity'>
        {remote.missing ? <MissingData /> : remote.error ? <Text className='order-empty'>{remote.error}</Text> : <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />}
      </PageShell>
    )
  }
  const pay = quote?.payAmount ?? combo.price * sets
  return (
    <PageShell name='comboActivity'>
      <View data-testid='combo-page' data-promotion-id={combo.promotionId} data-pay={pay}>
        <View className='order-head'>
          <ComboType combo={combo} />
          <Text className='order-head__title' data-testid='combo-name'>
            {combo.name}
          </Text>
          {combo.description ? <Text className='order-head__meta'>{combo.description}</Text> : null}
          <View className='combo-price'>
            <Text className='combo-price__now'>
              {t('combos.price')} {money(combo.price)}
            </Text>
            <Text className='combo-price__was'>
              {t('combos.listPrice')} {money(combo.listPrice)}
            </Text>
            {combo.saving > 0 ? <Text className='combo-saving'>{t('combos.saving', { amount: money(combo.saving) })}</Text> : null}
          </View>
        </View>
        <ComboParts combo={combo} money={money} />
        <Section title={t('combos.sets')}>
          <View className='combo-sets'>
            <Text className='combo-hint'>{t('combos.setsHint', { max: combo.maxSetsPerOrder })}</Text>
            <View className='combo-stepper'>
              <Text className={`combo-step ${sets <= 1 ? 'combo-step--off' : ''}`} data-testid='combo-minus' aria-label={t('combos.less')} onClick={() => sets > 1 && setSets(sets - 1)}>
                −
              </Text>
              <Text className='combo-sets__qty' data-testid='combo-sets'>
                {sets}
              </Text>
              <Text
                className={`combo-step ${sets >= combo.maxSetsPerOrder ? 'combo-step--off' : ''}`}
                data-testid='combo-plus'
                aria-label={t('combos.more')}
                onClick={() => sets < combo.maxSetsPerOrder && setSets(sets + 1)}
              >
                +
              </Text>
            </View>
          </View>
        </Section>
        <Section title={t('orders.confirm.breakdown')}>
          <Row label={t('combos.listPrice')} value={money(quote ? quote.total + quote.addOnAmount : combo.listPrice * sets)} />
          <Row label={t('combos.discount')} value={`-${money(quote ? quote.discount : combo.saving * sets)}`} testId='combo-discount' />
          <Row label={t('orders.confirm.payAmount')} value={money(pay)} price testId='combo-pay-amount' />
        </Section>
        <View className='order-bar'>
          <Text className='order-bar__total'>
            <Text className='order-bar__amount'>{money(pay)}</Text>
          </Text>
          <SubmitButton testId='combo-buy' busy={action.busy} disabled={!combo.available} onClick={() => void action.run()}>
            {combo.available ? t('combos.buy') : t('combos.unavailable')}
          </SubmitButton>
        </View>
      </View>
      <PaymentPanel owner={OWNER} />
    </PageShell>
  )
})
