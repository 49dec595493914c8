/**
 * /shop/:id — a product: posters, name, price, the SKU picker (one row of values per spec; values that
 * cannot lead to a SKU with units left are greyed), quantity, and "add to cart" (where the shop has a
 * cart for this product type) or "buy now". Both need a login: the login page opens and brings the
 * buyer back here with the choice kept.
 */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { ProductDetail } from '../../../../types/products'
import { SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { Price } from '../../../components/price'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { addToCart } from '../../../services/cart'
import { fetchProduct } from '../../../services/products'
import { stores } from '../../../stores'
import { assetUrl } from '../../../utils/asset-url'
import { formatCents, splitCents } from '../../../utils/money'
import { useRemote } from '../../../utils/use-remote'
import { fromPrice, initialPick, maxQty, skuOf, valueAvailable, type Picked } from './sku-pick'
import { Stepper } from '../stepper'
import '../goods.css'
import { imageAlt } from '../../../components/a11y'

function Picker({ p, picked, onPick }: { p: ProductDetail; picked: Picked; onPick: (index: number, valueId: string) => void }) {
  return (
    <View className='goods-specs'>
      {p.specs.map((spec, index) => (
        <View key={spec.specId} className='goods-spec'>
          <Text className='goods-spec__name'>{spec.name}</Text>
          <View className='goods-spec__values'>
            {spec.values.map((v) => {
              const on = picked[index] === v.valueId
              const ok = valueAvailable(p, picked, index, v.valueId)
              return (
                <Text
                  key={v.valueId}
                  className={`goods-chip ${on ? 'goods-chip--on' : ''} ${ok ? '' : 'goods-chip--off'}`}
                  data-testid='sku-value'
                  data-value-id={v.valueId}
                  data-selected={on ? '1' : '0'}
                  onClick={() => ok && onPick(index, on ? '' : v.valueId)}
                >
                  {v.name}
                </Text>
              )
            })}
          </View>
        </View>
      ))}
    </View>
  )
}

export default observer(function ShopItemPage() {
  const id = useRouter().params.id ?? ''
  const remote = useRemote(() => fetchProduct(id), [id, stores.app.lang])
  const p = remote.data
  useTitle(p?.name ?? '')
  const [picked, setPicked] = useState<Picked | null>(null)
  const [qty, setQty] = useState(1)
  const pick = picked ?? (p ? initialPick(p) : [])
  const sku = p ? skuOf(p, pick) : null
  const max = p ? maxQty(p, sku) : 1

  /** The chosen SKU and quantity, or a toast naming the first spec still to choose. */
  const chosen = (): { skuId: string; qty: number } | null => {
    if (!p) return null
    const missing = p.specs.findIndex((_, i) => !pick[i])
    if (missing >= 0 || !sku) {
      toast(t('goods.chooseSpec', { name: p.specs[Math.max(0, missing)]?.name ?? '' }))
      return null
    }
    return { skuId: sku.skuId, qty: Math.min(qty, max) }
  }
  const add = useBusyAction(async () => {
    const c = chosen()
    if (!c || !(await router.requireLogin())) return
    const view = await addToCart(c.skuId, c.qty)
    stores.cart.setCount(view.count)
    toast(t('goods.added'))
  })
  const buy = useBusyAction(async () => {
    const c = chosen()
    if (!c || !(await router.requireLogin())) return
    await router.open('goodsCartConfirm', { source: 'BUY_NOW', items: `${c.skuId}:${c.qty}` })
  })

  if (!p) {
    return (
      <PageShell name='shopItem'>
        {remote.missing ? (
          <MissingData />
        ) : (
          <Text className='goods-empty' data-testid='item-loading' onClick={() => remote.error && void remote.reload()}>
            {remote.error ? t('goods.loadFailed') : t('goods.loading')}
          </Text>
        )}
      </PageShell>
    )
  }
  const price = sku?.price ?? fromPrice(p)
  return (
    <PageShell name='shopItem'>
      <View className='goods-item' data-testid='goods-item' data-product-id={p.productId}>
        <Image className='goods-item__poster' src={assetUrl(p.posterUrl)} mode='aspectFit' {...imageAlt(p.name)} />
        <View className='goods-item__body'>
          <Text className='goods-item__name' data-testid='item-name'>
            {p.name}
          </Text>
          {p.subtitle && <Text className='goods-item__sub'>{p.subtitle}</Text>}
          <View className='goods-item__prices'>
            <Price info={{ prefix: '¥', ...splitCents(price), suffix: '', pending: false }} size='medium' />
            {sku && sku.marketPrice > sku.price && (
              <Text className='goods-item__market'>
                {t('goods.marketPrice')} ¥{formatCents(sku.marketPrice)}
              </Text>
            )}
          </View>
          <Picker p={p} picked={pick} onPick={(i, v) => setPicked(pick.map((x, j) => (j === i ? v : x)))} />
          <View className='goods-row'>
            <Text>{t('goods.quantity')}</Text>
            <Text className='muted'>{sku ? (sku.stockLeft > 0 ? t('goods.stockLeft', { left: sku.stockLeft }) : t('goods.soldOut')) : ''}</Text>
            <Stepper value={Math.min(qty, max)} min={1} max={max} onChange={setQty} testId='item-qty' />
          </View>
          {p.maxPerOrder < 99 && <Text className='muted'>{t('goods.maxPerOrder', { max: p.maxPerOrder })}</Text>}
          <Text className='goods-item__section'>{t('goods.description')}</Text>
          <Text className='goods-item__desc'>{p.description}</Text>
        </View>
        <View className='goods-bar'>
          {p.cartEnabled && (
            <SubmitButton plain testId='add-to-cart' busy={add.busy} onClick={() => void add.run()}>
              {t('goods.addToCart')}
            </SubmitButton>
          )}
          <SubmitButton testId='buy-now' busy={buy.busy} onClick={() => void buy.run()}>
            {t('goods.buyNow')}
          </SubmitButton>
        </View>
      </View>
    </PageShell>
  )
})
