/**
 * /cart-list (login needed): the buyer's cart — buyable lines with a tick, quantity (1 to 99, and no
 * more than the stock left) and remove; lines that cannot be bought now (off sale, sold out) apart
 * below; the selected total and checkout to the goods confirmation. Every change answers with the whole
 * cart, which also sets the tab badge.
 */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { GOODS_COUNT_MAX, type CartLine, type CartView } from '../../../../types/products'
import { confirm, SubmitButton, toast, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchCart, removeCartLines, selectCartLines, setCartQty } from '../../../services/cart'
import { stores } from '../../../stores'
import { assetUrl } from '../../../utils/asset-url'
import { formatCents } from '../../../utils/money'
import { Stepper } from '../stepper'
import '../goods.css'

function Line({ line, onChange }: { line: CartLine; onChange: (p: Promise<CartView>) => void }) {
  const off = Boolean(line.invalidReason)
  const remove = async () => {
    if (await confirm(t('goods.cart.removeConfirm'))) onChange(removeCartLines([line.skuId]))
  }
  return (
    <View className={`goods-line ${off ? 'goods-line--off' : ''}`} data-testid='cart-line' data-sku-id={line.skuId} data-qty={line.qty}>
      {!off && (
        <Text className={`goods-check ${line.selected ? 'goods-check--on' : ''}`} data-testid='cart-line-check' onClick={() => onChange(selectCartLines([line.skuId], !line.selected))}>
          {line.selected ? '✓' : ''}
        </Text>
      )}
      <Image className='goods-line__image' src={assetUrl(line.posterUrl)} mode='aspectFill' onClick={() => void router.open('shopItem', { id: line.productId })} />
      <View className='goods-line__body'>
        <Text className='goods-line__name'>{line.name}</Text>
        <Text className='muted'>{off ? t(`goods.cart.invalid.${line.invalidReason as 'OFF_SALE' | 'OUT_OF_STOCK'}`) : line.specText}</Text>
        <View className='goods-row'>
          <Text className='goods-total'>¥{formatCents(line.price)}</Text>
          {!off && <Stepper value={line.qty} min={1} max={Math.max(line.qty, Math.min(GOODS_COUNT_MAX, line.stockLeft))} onChange={(q) => onChange(setCartQty(line.skuId, q))} testId='cart-qty' />}
          <Text className='muted' data-testid='cart-line-remove' onClick={() => void remove()}>
            {t('goods.cart.remove')}
          </Text>
        </View>
      </View>
    </View>
  )
}

export default observer(function CartListPage() {
  useTitle(t('goods.cart.title'))
  const [cart, setCart] = useState<CartView | null>(null)
  const [failed, setFailed] = useState(false)
  const apply = (p: Promise<CartView>) => {
    p.then(
      (v) => {
        setCart(v)
        setFailed(false)
        stores.cart.setCount(v.count)
      },
      () => setFailed(true),
    )
  }
  useDidShow(() => apply(fetchCart()))
  const checkout = () => {
    if (!cart?.selectedQty) return toast(t('goods.cart.nothingSelected'))
    void router.open('goodsCartConfirm', { source: 'CART' })
  }
  if (!cart) {
    return (
      <PageShell name='cartList'>
        <Text className='goods-empty' onClick={() => failed && apply(fetchCart())}>
          {failed ? t('goods.loadFailed') : t('goods.loading')}
        </Text>
      </PageShell>
    )
  }
  const allOn = cart.lines.length > 0 && cart.lines.every((l) => l.selected)
  const empty = !cart.lines.length && !cart.invalid.length
  return (
    <PageShell name='cartList'>
      <View data-testid='cart' data-count={cart.count} style={{ paddingBottom: '80px' }}>
        {empty && (
          <View className='goods-empty' data-testid='cart-empty'>
            <Text>{t('goods.cart.empty')}</Text>
            <Text className='link' onClick={() => void router.switchTab('shop')}>
              {t('goods.cart.goShopping')}
            </Text>
          </View>
        )}
        {cart.lines.map((l) => (
          <Line key={l.skuId} line={l} onChange={apply} />
        ))}
        {cart.invalid.length > 0 && <Text className='goods-title'>{t('goods.cart.invalid')}</Text>}
        {cart.invalid.map((l) => (
          <Line key={l.skuId} line={l} onChange={apply} />
        ))}
      </View>
      {cart.lines.length > 0 && (
        <View className='goods-bar'>
          <View className='goods-row' onClick={() => apply(selectCartLines('ALL', !allOn))} data-testid='cart-select-all'>
            <Text className={`goods-check ${allOn ? 'goods-check--on' : ''}`}>{allOn ? '✓' : ''}</Text>
            <Text>{t('goods.cart.selectAll')}</Text>
          </View>
          <Text className='goods-total' data-testid='cart-total' data-amount={cart.selectedAmount}>
            {t('goods.cart.total')} ¥{formatCents(cart.selectedAmount)}
          </Text>
          <SubmitButton testId='cart-checkout' disabled={!cart.selectedQty} onClick={checkout}>
            {t('goods.cart.checkout', { qty: cart.selectedQty })}
          </SubmitButton>
        </View>
      )}
    </PageShell>
  )
})
