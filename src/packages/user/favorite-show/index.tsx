/**
 * Favourite shows (/favorite-show, login required): the buyer's favourites as show cards, newest first,
 * 20 a page; each can be removed here. Reloads when shown, since the detail page's toggle changes it.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useRef, useState } from 'react'
import type { ShowCard as Card } from '../../../../types/catalog'
import { PageShell } from '../../../components/page-shell'
import { ShowCard } from '../../../components/show-card'
import { useTitle } from '../../../components/form'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { showToast } from '../../../platform/ui'
import { router } from '../../../router'
import { fetchFavourites, removeFavourite } from '../../../services/favourites'
import { stores } from '../../../stores'
import './index.css'

export default observer(function FavoriteShows() {
  useTitle(t('route.favoriteShow'))
  const [list, setList] = useState<Card[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const seq = useRef(0)
  const lang = stores.app.lang

  const load = useCallback(async (offset: number) => {
    const mine = offset === 0 ? ++seq.current : seq.current
    setLoading(true)
    setFailed(false)
    try {
      const page = await fetchFavourites(offset)
      if (mine !== seq.current) return
      setTotal(page.total)
      setList((prev) => (offset === 0 ? page.list : [...prev, ...page.list]))
    } catch {
      if (mine === seq.current) setFailed(true)
    } finally {
      if (mine === seq.current) setLoading(false)
    }
    // lang: cards are localised, a language change reloads them
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang])

  useDidShow(() => void load(0))
  usePullDownRefresh(() => void load(0).finally(() => Taro.stopPullDownRefresh()))
  useReachBottom(() => {
    if (!loading && !failed && list.length < total) void load(list.length)
  })

  const remove = async (showId: string) => {
    try {
      await removeFavourite(showId)
      setList((prev) => prev.filter((c) => c.showId !== showId))
      setTotal((n) => Math.max(0, n - 1))
      showToast(t('browse.favourite.removed'))
    } catch {
      // the request module has shown the server's message
    }
  }

  const empty = !loading && !failed && list.length === 0
  return (
    <PageShell name='favoriteShow'>
      <View className='fav-list' data-testid='favourite-list' data-total={total} data-loading={loading ? '1' : '0'}>
        {list.map((card) => (
          <View key={card.showId} className='fav-item' data-testid='favourite-item' data-show-id={card.showId}>
            <ShowCard card={card} />
            <Text className='fav-item__remove' data-testid='favourite-remove' onClick={() => void remove(card.showId)}>
              {t('browse.favourite.remove')}
            </Text>
          </View>
        ))}
        {empty ? (
          <View className='fav-empty' data-testid='favourite-empty'>
            <Text className='fav-empty__text'>{t('browse.favourite.empty')}</Text>
            <Text className='fav-empty__go' onClick={() => void router.switchTab('home')}>
              {t('browse.favourite.browse')}
            </Text>
          </View>
        ) : (
          <ListFooter loading={loading} done={!loading && list.length >= total} failed={failed} onRetry={() => void load(list.length)} />
        )}
      </View>
    </PageShell>
  )
})
