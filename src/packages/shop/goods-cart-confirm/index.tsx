/**
 * /goods-cart-confirm (login needed): the goods order before it is placed — its lines, the delivery
 * methods every product offers, the address for express delivery (default preselected; "add" opens
 * /address and the page re-quotes on return), the buyer's goods coupons (the server's automatic best
 * choice first; choosing another, or none, re-quotes), items + express fee − member price (the buyer's
 * level's or paid membership's 会员{n}折 on goods) − coupon = the amount to pay, all priced by the server. Placing the order (one key per visit, so a retry is the same order) opens the goods order,
 * which opens the payment panel at once.
 */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useMemo, useState } from 'react'
import type { Address } from '../../../../types/addresses'
import { NO_COUPON } from '../../../../types/orders'
import type { GoodsConfirmResponse, GoodsDeliverMethod } from '../../../../types/products'
import { CouponChoice } from '../../../components/coupon-choice'
import { SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { listAddresses } from '../../../services/addresses'
import { confirmGoods, createGoodsOrder } from '../../../services/products'
import { newIdempotencyKey } from '../../../stores/booking'
import { stores } from '../../../stores'
import { assetUrl } from '../../../utils/asset-url'
import { formatCents } from '../../../utils/money'
import { requestOf } from './rules'
import '../goods.css'

export default observer(function GoodsConfirmPage() {
  useTitle(t('goods.confirm.title'))
  const params = useRouter().params
  const request = useMemo(() => requestOf(params), [params])
  const [quote, setQuote] = useState<GoodsConfirmResponse | null>(null)
  const [failed, setFailed] = useState(false)
  const [addresses, setAddresses] = useState<Address[] | null>(null)
  const [method, setMethod] = useState<GoodsDeliverMethod | undefined>(undefined)
  const [addressId, setAddressId] = useState<string | undefined>(undefined)
  const [key] = useState(() => newIdempotencyKey())
  // The coupon the buyer picked (null: none); undefined until they pick, so the server's automatic choice applies.
  const [coupon, setCoupon] = useState<string | null | undefined>(undefined)

  const load = async (m = method, a = addressId) => {
    try {
      const [q, list] = await Promise.all([confirmGoods({ ...request, deliverMethod: m, addressId: a, couponId: coupon === null ? NO_COUPON : coupon }), listAddresses()])
      setQuote(q)
      setAddresses(list)
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }
  // First show and every return from the address book.
  useDidShow(() => void load())
  const choose = (m: GoodsDeliverMethod | undefined, a: string | undefined) => {
    setMethod(m)
    setAddressId(a)
    void load(m, a)
  }
  /** A coupon picked (or none): the order is re-quoted with it; a refusal keeps the current quote. */
  const chooseCoupon = async (couponId: string | null) => {
    if (!quote || couponId === quote.coupons?.chosenCouponId) return
    try {
      setQuote(await confirmGoods({ ...request, deliverMethod: method, addressId, couponId: couponId ?? NO_COUPON }))
      setCoupon(couponId)
    } catch {
      // The request module showed the server's message.
    }
  }
  const money = (cents: number) => `¥${formatCents(cents)}`

  const place = useBusyAction(async () => {
    if (!quote) return
    if (quote.deliverMethod === 'EXPRESS' && !quote.addressId) return toast(t('goods.confirm.addressMissing'))
    const created = await createGoodsOrder({ ...request, deliverMethod: quote.deliverMethod, addressId: quote.addressId ?? undefined, payAmount: quote.payAmount, couponId: quote.coupons?.chosenCouponId ?? null, idempotencyKey: key })
    if (request.source === 'CART') stores.cart.setCount(Math.max(0, stores.cart.count - quote.lines.reduce((n, l) => n + l.qty, 0)))
    // The goods order page (order subpackage, where the payment panel lives) opens the cashier at once.
    await router.redirect('goodsOrderDetail', { orderId: created.orderId, pay: '1' })
  })

  if (!quote) {
    return (
      <PageShell name='goodsCartConfirm'>
        <Text className='goods-empty' onClick={() => failed && void load()}>
          {failed ? t('goods.loadFailed') : t('goods.loading')}
        </Text>
      </PageShell>
    )
  }
  return (
    <PageShell name='goodsCartConfirm'>
      <View data-testid='goods-confirm' data-pay={quote.payAmount} style={{ paddingBottom: '80px' }}>
        <View className='goods-card-box'>
          <Text className='goods-spec__name'>{t('goods.delivery')}</Text>
          <View className='goods-spec__values'>
            {quote.deliverMethods.map((m) => (
              <Text key={m} className={`goods-chip ${m === quote.deliverMethod ? 'goods-chip--on' : ''}`} data-testid='deliver-option' data-method={m} onClick={() => choose(m, addressId)}>
                {t(`goods.deliver.${m}`)}
              </Text>
            ))}
          </View>
        </View>
        {quote.deliverMethod === 'EXPRESS' && (
          <View className='goods-card-box' data-testid='goods-address' data-selected={quote.addressId ?? ''}>
            <Text className='goods-spec__name'>{t('goods.confirm.address')}</Text>
            {(addresses ?? []).map((a) => (
              <View key={a.addressId} className='goods-row' data-testid='goods-address-option' onClick={() => choose(method, a.addressId)}>
                <Text className={`goods-check ${a.addressId === quote.addressId ? 'goods-check--on' : ''}`}>{a.addressId === quote.addressId ? '✓' : ''}</Text>
                <Text className='goods-line__body'>
                  {a.recipient} {a.phone} {a.area} {a.detail}
                </Text>
              </View>
            ))}
            <Text className='link' data-testid='goods-address-add' onClick={() => void router.open('address')}>
              + {t('goods.confirm.addAddress')}
            </Text>
          </View>
        )}
        {quote.lines.map((l) => (
          <View key={l.skuId} className='goods-line' data-testid='confirm-line'>
            <Image className='goods-line__image' src={assetUrl(l.posterUrl)} mode='aspectFill' />
            <View className='goods-line__body'>
              <Text className='goods-line__name'>{l.name}</Text>
              <Text className='muted'>{l.specText}</Text>
              <Text>
                ¥{formatCents(l.price)} × {l.qty}
              </Text>
            </View>
          </View>
        ))}
        <CouponChoice coupons={quote.coupons} money={money} onChoose={(id) => void chooseCoupon(id)} />
        <View className='goods-card-box'>
          <View className='goods-row'>
            <Text>{t('goods.confirm.items')}</Text>
            <Text>¥{formatCents(quote.itemsAmount)}</Text>
          </View>
          <View className='goods-row'>
            <Text>{t('goods.expressFee')}</Text>
            <Text data-testid='goods-express-fee'>¥{formatCents(quote.expressFee)}</Text>
          </View>
          {quote.memberDiscount ? (
            <View className='goods-row'>
              <Text>
                {t('goods.confirm.memberDiscount')} {quote.memberDiscount.text}
              </Text>
              <Text data-testid='goods-member-discount'>-¥{formatCents(quote.memberDiscount.amount)}</Text>
            </View>
          ) : null}
          {quote.discount > 0 && (
            <View className='goods-row'>
              <Text>{t('goods.confirm.couponDiscount')}</Text>
              <Text data-testid='goods-discount'>-¥{formatCents(quote.discount)}</Text>
            </View>
          )}
        </View>
      </View>
      <View className='goods-bar'>
        <Text className='goods-total' data-testid='goods-pay-amount'>
          {t('goods.confirm.pay')} ¥{formatCents(quote.payAmount)}
        </Text>
        <SubmitButton testId='goods-submit' busy={place.busy} onClick={() => void place.run()}>
          {t('goods.confirm.submit')}
        </SubmitButton>
      </View>
    </PageShell>
  )
})
