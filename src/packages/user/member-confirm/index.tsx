/**
 * Member confirm (/member-center/confirm?planId=, login): the paid membership plan about to be bought
 * — its name, member price on shows, how long it lasts and its price — the member agreement to tick
 * (its text one tap away), and paying for it: an order of type MEMBER (one key per visit, so a retry
 * is the same order) paid through the same cashier as tickets, right on this page. The paid order
 * lands on member pay success; the server adds the days when the payment settles.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { PrimePlan, PrimePlanList } from '../../../../types/membership'
import { pressable } from '../../../components/a11y'
import { SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { PaymentPanel, startPayment } from '../../../components/payment'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { buyPrimePlan, fetchPrimePlans } from '../../../services/membership'
import { newIdempotencyKey } from '../../../stores/booking'
import { stores } from '../../../stores'
import { formatCents } from '../../../utils/money'
import { useRemote } from '../../../utils/use-remote'
import { membershipLine } from '../member-ui'
import '../member.css'

const OWNER = 'memberCenterConfirm'

function PlanFacts({ plan, list }: { plan: PrimePlan; list: PrimePlanList }) {
  return (
    <View className='mb-section' data-testid='member-confirm-plan' data-plan-id={plan.planId} data-price={plan.price}>
      <View className='mb-section__head'>
        <Text className='mb-section__title'>{t('member.confirm.plan')}</Text>
      </View>
      <Text className='mb-card__name'>{plan.planName}</Text>
      <Text className='mb-level__meta'>{t('member.confirm.validity', { n: plan.validDays })}</Text>
      {list.mine?.active ? <Text className='mb-paid__status'>{membershipLine(list.mine)}</Text> : null}
      <View className='mb-section__head'>
        <Text className='mb-section__title'>{t('member.confirm.benefit')}</Text>
      </View>
      <Text className='mb-paid__status' data-testid='member-confirm-discount'>
        {t('member.confirm.onShows', { text: plan.discountText })}
      </Text>
      {plan.itemDiscountText ? (
        <Text className='mb-paid__status' data-testid='member-confirm-goods-discount'>
          {t('member.confirm.onGoods', { text: plan.itemDiscountText })}
        </Text>
      ) : null}
      <Text className='mb-level__meta'>{plan.description}</Text>
    </View>
  )
}

export default observer(function MemberConfirm() {
  useTitle(t('route.memberCenterConfirm'))
  const planId = useRouter().params.planId ?? ''
  const remote = useRemote<PrimePlanList>(() => fetchPrimePlans(true), [stores.app.lang])
  const [agreed, setAgreed] = useState(false)
  const [key, setKey] = useState(() => newIdempotencyKey())
  const list = remote.data
  const plan = list?.plans.find((p) => p.planId === planId) ?? null

  const paying = useBusyAction(async () => {
    if (!plan) return
    if (!agreed) return toast(t('member.confirm.agreeFirst'))
    const created = await buyPrimePlan({ planId: plan.planId, payAmount: plan.price, agreementAccepted: true, idempotencyKey: key })
    await startPayment(
      { orderId: created.orderId, transactionIds: created.unPaidTransactionIds, payAmount: created.payAmount, orderType: 'member', bindId: created.orderId, src: 'ORDER_CONFIRM' },
      {
        owner: OWNER,
        // A purchase that ran out of time is gone: the next tap is a new order.
        onOutcome: (o) => o.kind === 'expired' && setKey(newIdempotencyKey()),
      },
    )
  })

  return (
    <PageShell name='memberCenterConfirm'>
      {plan && list ? (
        <View data-testid='member-confirm' style={{ paddingBottom: '96px' }}>
          <PlanFacts plan={plan} list={list} />
          <View className='mb-section mb-agree' data-testid='member-agreement-tick' data-checked={agreed ? '1' : '0'} {...pressable(null, { role: 'radio', selected: agreed })} onClick={() => setAgreed(!agreed)}>
            <Text className='mb-agree__box' data-testid='member-agreement-box'>{agreed ? '✓' : ''}</Text>
            <Text>
              {t('member.confirm.agree')}
              <Text
                className='mb-agree__link'
                data-testid='member-agreement-link'
                onClick={(e) => {
                  // Reading the agreement never toggles the tick.
                  e.stopPropagation()
                  void router.open('memberCenterAgreement')
                }}
              >
                {t('member.confirm.agreement')}
              </Text>
            </Text>
          </View>
          <View className='mb-paybar'>
            <SubmitButton testId='member-pay' busy={paying.busy} onClick={() => void paying.run()}>
              {t('member.confirm.pay', { amount: `¥${formatCents(plan.price)}` })}
            </SubmitButton>
          </View>
        </View>
      ) : list ? (
        // Keyed apart from the loading line: on WeChat, React updating that line in place would remove
        // its tap handler, which Taro's mini-program runtime fails on (caught by the weapp page sweep).
        <Text key='missing' className='mb-empty' data-testid='member-confirm-missing'>
          {t('member.confirm.missing')}
        </Text>
      ) : remote.missing ? (
        <MissingData />
      ) : (
        <Text key='loading' className='mb-empty' onClick={() => remote.error && void remote.reload()}>
          {remote.error || '…'}
        </Text>
      )}
      <PaymentPanel owner={OWNER} />
    </PageShell>
  )
})
