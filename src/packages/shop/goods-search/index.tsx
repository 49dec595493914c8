/**
 * /goods-search: goods by keyword in the buyer's language (the server folds punctuation and spacing,
 * like show search), 20 a page with "more" at the bottom; an empty keyword lists every product.
 */
import '../messages'
import { Input, Text, View } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import type { GoodsCard as CatalogGoods } from '../../../../types/catalog'
import type { GoodsCard, ProductSearchPage } from '../../../../types/products'
import { useTitle } from '../../../components/form'
import { GoodsCardGrid } from '../../../components/goods-card'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { searchProducts } from '../../../services/products'
import { stores } from '../../../stores'
import '../goods.css'

const PAGE = 20

/** The goods card component's shape (spec core §3 goods card). */
const cardOf = (g: GoodsCard): CatalogGoods => ({ id: g.productId, name: g.name, posterUrl: g.posterUrl, required: false, idArr: [], spuQty: 0, totalAmount: 0, minPrice: g.minPrice, minMatchMarketPrice: g.minMatchMarketPrice })

export default observer(function GoodsSearchPage() {
  useTitle(t('goods.search.submit'))
  const initial = useRouter().params.keyword
  const [input, setInput] = useState(initial ? decodeURIComponent(initial) : '')
  const [keyword, setKeyword] = useState(input)
  const [page, setPage] = useState<ProductSearchPage | null>(null)
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const lang = stores.app.lang

  const load = async (offset: number) => {
    setLoading(true)
    try {
      const next = await searchProducts({ keyword, offset, length: PAGE })
      setPage((prev) => (offset > 0 && prev ? { ...next, list: [...prev.list, ...next.list] } : next))
      setFailed(false)
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }
  useEffect(() => {
    void load(0)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword, lang])
  const more = Boolean(page && page.list.length < page.total)
  useReachBottom(() => more && !loading && void load(page?.list.length ?? 0))

  return (
    <PageShell name='goodsSearch'>
      <View className='goods-search'>
        <Input
          className='goods-search__input'
          data-testid='goods-search-input'
          value={input}
          placeholder={t('goods.search.placeholder')}
          confirmType='search'
          onInput={(e) => setInput(e.detail.value)}
          onConfirm={() => setKeyword(input.trim())}
        />
        <Text className='link' data-testid='goods-search-submit' onClick={() => setKeyword(input.trim())}>
          {t('goods.search.submit')}
        </Text>
      </View>
      {page && (
        <View data-testid='goods-search-result' data-total={page.total} data-keyword={keyword}>
          {page.total === 0 ? <Text className='goods-empty'>{t('goods.search.empty')}</Text> : <Text className='goods-title muted'>{t('goods.search.total', { total: page.total })}</Text>}
          <GoodsCardGrid goods={page.list.map(cardOf)} />
        </View>
      )}
      <ListFooter loading={loading} done={Boolean(page) && !more} failed={failed} onRetry={() => void load(page?.list.length ?? 0)} />
    </PageShell>
  )
})
