/**
 * Confirm order (/order/confirm, auth): the priced selection from stores.booking (pre_order); for a
 * real-name show the attendee picker (one per ticket; "add" opens /viewer and the list reloads on
 * return); the delivery methods the show offers (a change is re-quoted) and, for EXPRESS, the address
 * book (default preselected; "add" opens /address); the agreement tick when the show has one (with
 * need-read-all, set by agreeing in a popup scrolled to its end: read-all.tsx); the pay
 * button disabled with its reason until all is satisfied (rules: utils/confirm-rules.ts). Then create_order: critical, 10 s, one idempotency key per
 * submission kept for its retries, passId from pre_order. Then the payment flow (spec core §4): a zero
 * amount finishes at once (pay-success); otherwise the payment panel opens on this page, or the only
 * method pays directly. Closing the panel, a failed cashier or an expired reservation lead to the
 * order detail, where the unpaid order can be paid later.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Address } from '../../../../types/addresses'
import { NO_COUPON, type Audience, type DeliverMethod, type PreOrderRequest, type PreOrderResponse } from '../../../../types/orders'
import type { AddOnChoice, AddOnList } from '../../../../types/products'
import { SubmitButton, toast, useBusyAction } from '../../../components/form'
import { CouponChoice } from '../../../components/coupon-choice'
import { PageShell } from '../../../components/page-shell'
import { PaymentPanel, startPayment, type PaymentOutcome } from '../../../components/payment'
import { Section } from '../../../components/section'
import { t, type MessageKey } from '../../../i18n'
import { router } from '../../../router'
import { listAddresses } from '../../../services/addresses'
import { listAudiences } from '../../../services/audiences'
import { fetchAddOns } from '../../../services/express'
import { createOrder, preOrder as requestPreOrder } from '../../../services/orders'
import { stores } from '../../../stores'
import type { BookingSelection } from '../../../stores/booking'
import { canTickAgreement, confirmBlocker, confirmExtras, keepExisting, offeredMethod, pickAddress, toggleAttendee, type ConfirmBlocker, type ConfirmState } from '../../../utils/confirm-rules'
import { formatCents } from '../../../utils/money'
import { AddOnPicker } from './add-ons'
import { AddressPicker } from './address'
import { ConfirmAgreement } from './agreement'
import { AttendeePicker } from './attendees'
import { PointsChoice } from './points'
import { ReadAllPopup } from './read-all'
import '../detail/order.css'
import './confirm.css'

/**
 * The pre_order request of a selection (seat orders send their seats), with its privilege parameters
 * and the coupon: the one now chosen (null: none, sent as NO_COUPON) once pre_order has answered with coupons.
 */
function quoteRequest(sel: BookingSelection, deliverMethod: DeliverMethod, couponId?: string | null, usePoint?: boolean, addOns: AddOnChoice[] = chosenAddOns()): PreOrderRequest {
  const coupon = { ...(couponId === undefined ? {} : { couponId: couponId ?? NO_COUPON }), ...(usePoint === undefined ? {} : { usePoint }) }
  const extra = addOns.length ? { addOns } : {}
  return sel.seatIds?.length
    ? { showId: sel.showId, sessionId: sel.sessionId, seatIds: sel.seatIds, partnerSeatToken: sel.partnerSeatToken, deliverMethod, ...sel.privilege, ...coupon, ...extra }
    : { showId: sel.showId, sessionId: sel.sessionId, seatPlanId: sel.seatPlanId, qty: sel.qty, deliverMethod, ...sel.privilege, ...coupon, ...extra }
}

/** The add-ons of the current quote (the server's priced choice is the one that counts). */
const chosenAddOns = (): AddOnChoice[] => (stores.booking.preOrder?.addOns ?? []).map((l) => ({ skuId: l.skuId, qty: l.qty }))

function blockerText(b: ConfirmBlocker): string {
  switch (b.kind) {
    case 'ATTENDEES_TOO_FEW':
      return t('orders.confirm.attendeesTooFew', { missing: b.missing, qty: b.qty, count: b.missing })
    case 'ATTENDEES_TOO_MANY':
      return t('orders.confirm.attendeesTooMany', { qty: b.qty, count: b.qty })
    case 'DELIVERY_UNAVAILABLE':
      return t('orders.confirm.deliveryUnavailable')
    case 'ADDRESS_MISSING':
      return t('orders.confirm.addressMissing')
    case 'AGREEMENT_UNREAD':
      return t('orders.confirm.agreementUnread')
    case 'AGREEMENT_UNACCEPTED':
      return t('orders.confirm.agreementUnaccepted')
  }
}


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

const CONFIRM_OWNER = 'orderConfirm'

/** The coupon of the current quote: undefined before pre_order answered with coupons (the automatic choice). */
const chosenCoupon = (): string | null | undefined => {
  const c = stores.booking.preOrder?.coupons
  return c ? c.chosenCouponId : undefined
}

/** Whether the current quote deducts points: undefined before pre_order answered (the shop's autoChoosePoint). */
const chosenPoints = (): boolean | undefined => stores.booking.preOrder?.points?.checked

/** The discounts of a quote one by one: the privilege card, member price, the coupon, then points (the server's order). */
function discountsOf(pre: PreOrderResponse) {
  const card = pre.card?.amount ?? 0
  const member = pre.memberDiscount?.amount ?? 0
  const points = pre.points?.checked ? pre.points.deductAmount : 0
  return { card, member, points, coupon: pre.discount - card - member - points }
}

export default observer(function OrderConfirmPage() {
  const booking = stores.booking
  const { selection, preOrder } = booking
  const money = (cents: number) => `${selection?.pricePrefix || '¥'}${formatCents(cents)}`
  const [audiences, setAudiences] = useState<Audience[] | null>(null)
  const [picked, setPicked] = useState<string[]>([])
  const [addresses, setAddresses] = useState<Address[] | null>(null)
  const [addressId, setAddressId] = useState<string | null>(null)
  const [readToEnd, setReadToEnd] = useState(false)
  const [reading, setReading] = useState(false)
  const [accepted, setAccepted] = useState(false)
  const [addOnList, setAddOnList] = useState<AddOnList | null>(null)
  const [requoting, setRequoting] = useState(false)
  const showId = selection?.showId
  useEffect(() => {
    if (!showId) return
    fetchAddOns(showId)
      .then(setAddOnList)
      .catch(() => setAddOnList(null))
  }, [showId])

  const offered = preOrder?.deliverMethods ?? []
  const method = offeredMethod(booking.deliverMethod, offered)
  const confirmState: ConfirmState = {
    qty: preOrder?.qty ?? 0,
    realNameRequired: preOrder?.realNameRequired ?? false,
    audienceIds: picked,
    deliverMethod: method,
    deliverMethods: offered,
    addressId,
    agreement: preOrder?.agreement ?? null,
    agreementNeedReadAll: preOrder?.agreementNeedReadAll ?? false,
    agreementReadToEnd: readToEnd,
    agreementAccepted: accepted,
  }
  const blocker = preOrder ? confirmBlocker(confirmState) : null
  const stateRef = useRef(confirmState)
  stateRef.current = confirmState

  // First show and every return from the attendee editor or the address book: reload what they change.
  useDidShow(() => {
    const pre = stores.booking.preOrder
    if (!pre) return
    if (pre.realNameRequired) {
      listAudiences(0, [], stores.booking.selection?.showId)
        .then((page) => {
          setAudiences(page.audiences)
          setPicked((p) => keepExisting(p, page.audiences))
        })
        .catch(() => setAudiences((a) => a ?? []))
    }
    if (pre.deliverMethods.includes('EXPRESS')) {
      listAddresses()
        .then((list) => {
          setAddresses(list)
          setAddressId((cur) => pickAddress(cur, list))
        })
        .catch(() => setAddresses((a) => a ?? []))
    }
  })

  const toggle = (audienceId: string) => {
    const next = toggleAttendee(picked, audienceId, confirmState.qty)
    if (next.refused) toast(t('orders.confirm.attendeesTooMany', { qty: confirmState.qty, count: confirmState.qty }))
    setPicked(next.selected)
  }

  /** A new method is re-quoted (the show's rules and any delivery fee follow it); a refusal keeps the old one. */
  const chooseMethod = async (m: DeliverMethod) => {
    const sel = stores.booking.selection
    const before = stores.booking.deliverMethod
    if (!sel || m === before) return
    booking.setDeliverMethod(m)
    try {
      const pre = await requestPreOrder(quoteRequest(sel, m, chosenCoupon(), chosenPoints()))
      if (stores.booking.selection === sel) stores.booking.select(sel, pre)
    } catch {
      // The request module showed the server's message.
      if (stores.booking.selection === sel) stores.booking.setDeliverMethod(before)
    }
  }

  /** A coupon chosen (or none): the order is re-quoted with it; a refusal keeps the current quote. */
  const chooseCoupon = async (couponId: string | null) => {
    const sel = stores.booking.selection
    if (!sel || couponId === chosenCoupon()) return
    try {
      const pre = await requestPreOrder(quoteRequest(sel, stores.booking.deliverMethod, couponId, chosenPoints()))
      if (stores.booking.selection === sel) stores.booking.select(sel, pre)
    } catch {
      // The request module showed the server's message.
    }
  }

  /** Points on or off: the order is re-quoted with the coupon kept; a refusal keeps the current quote. */
  const togglePoints = async (usePoint: boolean) => {
    const sel = stores.booking.selection
    if (!sel) return
    try {
      const pre = await requestPreOrder(quoteRequest(sel, stores.booking.deliverMethod, chosenCoupon(), usePoint))
      if (stores.booking.selection === sel) stores.booking.select(sel, pre)
    } catch {
      // The request module showed the server's message.
    }
  }

  /** An add-on's quantity changed: re-quoted with it; a refusal (sold out meanwhile) keeps the current quote. */
  const changeAddOn = async (skuId: string, qty: number) => {
    const sel = stores.booking.selection
    if (!sel) return
    const rest = chosenAddOns().filter((a) => a.skuId !== skuId)
    const next = qty > 0 ? [...rest, { skuId, qty }] : rest
    setRequoting(true)
    try {
      const pre = await requestPreOrder(quoteRequest(sel, stores.booking.deliverMethod, chosenCoupon(), chosenPoints(), next))
      if (stores.booking.selection === sel) stores.booking.select(sel, pre)
    } catch {
      // The request module showed the server's message.
    } finally {
      setRequoting(false)
    }
  }

  /** Agreed in the popup after reading to the end: the tick is set and may be used from now on. */
  const agreeAfterReading = () => {
    setReadToEnd(true)
    setAccepted(true)
    setReading(false)
  }

  const submit = useCallback(async () => {
    const sel = stores.booking.selection
    const pre = stores.booking.preOrder
    if (!sel || !pre) return
    const s = stateRef.current
    const problem = confirmBlocker(s)
    if (problem) return toast(blockerText(problem))
    const created = await createOrder({
      items: [{ spu: { showId: sel.showId }, sessionId: sel.sessionId, seatPlanId: sel.seatPlanId, qty: sel.qty }],
      // Seat-picking sessions: the picked seats (the server makes the lines from them).
      seatIds: sel.seatIds,
      partnerSeatToken: sel.partnerSeatToken,
      ...sel.privilege,
      paymentParam: { payAmount: pre.payAmount },
      couponId: pre.coupons?.chosenCouponId ?? null,
      usePoints: pre.points?.checked ? pre.points.usablePoints : 0,
      deliverMethod: s.deliverMethod,
      ...confirmExtras(s),
      idempotencyKey: stores.booking.keyForSubmit(),
      passId: pre.passId,
      ...(pre.addOns.length ? { addOns: pre.addOns.map((l) => ({ skuId: l.skuId, qty: l.qty })) } : {}),
    })
    const order = { orderId: created.orderId, transactionIds: created.unPaidTransactionIds, payAmount: created.payAmount, orderType: 'ticket' as const, src: 'ORDER_CONFIRM' }
    // The booking is kept while the panel is up (the page still shows it); any end of the flow forgets it.
    const onOutcome = (outcome: PaymentOutcome) => {
      stores.booking.finish()
      if (outcome.kind === 'closed' || outcome.kind === 'expired' || outcome.kind === 'failed') void router.redirect('orderDetail', { orderId: created.orderId })
    }
    await startPayment(order, { owner: CONFIRM_OWNER, onOutcome })
  }, [])
  const action = useBusyAction(submit)

  if (!selection || !preOrder) {
    return (
      <PageShell name='orderConfirm'>
        <Text className='order-empty' data-testid='confirm-empty'>
          {t('orders.confirm.empty')}
        </Text>
      </PageShell>
    )
  }

  const discounts = discountsOf(preOrder)
  return (
    <PageShell name='orderConfirm'>
      <View data-testid='order-confirm' data-pay={preOrder.payAmount}>
        <View className='order-head'>
          <Text className='order-head__title'>{selection.showName}</Text>
          <Text className='order-head__meta'>{selection.venueName}</Text>
        </View>
        <Section title={t('orders.confirm.items')}>
          {preOrder.lines.map((l) => (
            <View key={l.seatPlanId} data-testid='confirm-line'>
              <Row label={selection.sessionName} value={l.seatPlanName} />
              <Row label={t('orders.unitPrice')} value={`${money(l.unitPrice)} × ${l.qty}`} />
            </View>
          ))}
          {selection.seatLabels?.length ? <Row label={t('seating.picked')} value={selection.seatLabels.join(' / ')} testId='confirm-seats' /> : null}
        </Section>
        {preOrder.realNameRequired ? <AttendeePicker qty={preOrder.qty} audiences={audiences} selected={picked} onToggle={toggle} onAdd={() => void router.open('viewer', { showId: selection.showId })} /> : null}
        <Section title={t('orders.confirm.delivery')}>
          <View className='order-options'>
            {offered.map((m) => (
              <View
                key={m}
                className={`order-option ${method === m ? 'order-option--on' : ''}`}
                data-testid='deliver-method'
                data-value={m}
                data-on={method === m ? '1' : '0'}
                onClick={() => void chooseMethod(m)}
              >
                <Text>{t(`orders.deliver.${m}` as MessageKey)}</Text>
                <Text>{method === m ? '●' : '○'}</Text>
              </View>
            ))}
          </View>
        </Section>
        {method === 'EXPRESS' ? <AddressPicker addresses={addresses} selected={addressId} onSelect={setAddressId} onAdd={() => void router.open('address')} /> : null}
        <AddOnPicker list={addOnList} chosen={preOrder.addOns} money={money} busy={requoting} onChange={(skuId, qty) => void changeAddOn(skuId, qty)} />
        <CouponChoice coupons={preOrder.coupons} money={money} onChoose={(id) => void chooseCoupon(id)} />
        <PointsChoice points={preOrder.points} money={money} onToggle={(use) => void togglePoints(use)} />
        <Section title={t('orders.confirm.breakdown')}>
          <Row label={t('orders.confirm.subtotal')} value={money(preOrder.total)} />
          {discounts.card > 0 && <Row label={`${t('orders.card.discount')} ${preOrder.card?.cardName ?? ''} ${preOrder.card?.discountText ?? ''}`} value={`-${money(discounts.card)}`} testId='confirm-card-discount' />}
          {discounts.member > 0 && <Row label={`${t('orders.member.discount')} ${preOrder.memberDiscount?.text ?? ''}`} value={`-${money(discounts.member)}`} testId='confirm-member-discount' />}
          {discounts.coupon > 0 && <Row label={t('orders.confirm.discount')} value={`-${money(discounts.coupon)}`} testId='confirm-discount' />}
          {discounts.points > 0 && <Row label={t('orders.points.discount')} value={`-${money(discounts.points)}`} testId='confirm-points-discount' />}
          {preOrder.addOnAmount > 0 && <Row label={t('orders.addOns.amount')} value={money(preOrder.addOnAmount)} testId='confirm-add-on-amount' />}
          {preOrder.deliverFee > 0 && <Row label={t('orders.confirm.deliverFee')} value={money(preOrder.deliverFee)} />}
          <Row label={t('orders.confirm.payAmount')} value={money(preOrder.payAmount)} price testId='confirm-pay-amount' />
        </Section>
        {preOrder.agreement ? (
          <ConfirmAgreement
            agreement={preOrder.agreement}
            checked={accepted}
            enabled={canTickAgreement(preOrder.agreement, preOrder.agreementNeedReadAll, readToEnd)}
            onChange={setAccepted}
            onNeedRead={() => setReading(true)}
          />
        ) : null}
        {reading && preOrder.agreement ? <ReadAllPopup agreement={preOrder.agreement} onAgree={agreeAfterReading} onClose={() => setReading(false)} /> : null}
        {blocker ? (
          <Text className='confirm-blocker' data-testid='confirm-blocker' data-kind={blocker.kind}>
            {blockerText(blocker)}
          </Text>
        ) : null}
        <View className='order-bar'>
          <Text className='order-bar__total'>
            {t('orders.qtyUnit', { count: preOrder.qty })}
            <Text className='order-bar__amount'>{money(preOrder.payAmount)}</Text>
          </Text>
          <SubmitButton testId='confirm-submit' busy={action.busy} disabled={blocker !== null} onClick={() => void action.run()}>
            {t('orders.confirm.submit')}
          </SubmitButton>
        </View>
      </View>
      <PaymentPanel owner={CONFIRM_OWNER} />
    </PageShell>
  )
})
