/**
 * The show detail's favourite toggle (login required). A logged-in buyer's state comes from the
 * favourites API (never from the cached public show answers). An anonymous tap opens login; back on
 * this page after logging in, the favourite the buyer asked for is added.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { t } from '../../../i18n'
import { showToast } from '../../../platform/ui'
import { router } from '../../../router'
import { addFavourite, fetchFavouriteState, removeFavourite } from '../../../services/favourites'
import { stores } from '../../../stores'

export const FavouriteToggle = observer(function FavouriteToggle({ showId }: { showId: string }) {
  const userId = stores.session.getUserId() ?? ''
  const [favourite, setFavourite] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  // The buyer tapped while anonymous: favourite the show once they come back logged in.
  const wanted = useRef(false)

  useEffect(() => {
    setFavourite(null)
    if (!userId) return
    let live = true
    const sync = wanted.current
      ? addFavourite(showId).then((s) => {
          showToast(t('browse.favourite.added'))
          return s
        })
      : fetchFavouriteState(showId)
    wanted.current = false
    sync.then((s) => live && setFavourite(s.favourite)).catch(() => undefined)
    return () => {
      live = false
    }
  }, [showId, userId])

  const toggle = async () => {
    if (busy) return
    if (!userId) {
      wanted.current = true
      void router.open(router.loginRoute())
      return
    }
    setBusy(true)
    try {
      const next = favourite ? await removeFavourite(showId) : await addFavourite(showId)
      setFavourite(next.favourite)
      showToast(t(next.favourite ? 'browse.favourite.added' : 'browse.favourite.removed'))
    } catch {
      // the request module has shown the server's message
    } finally {
      setBusy(false)
    }
  }

  const on = favourite === true
  return (
    <View className={`detail-fav ${on ? 'detail-fav--on' : ''}`} data-testid='favourite-toggle' data-favourite={favourite === null ? '' : String(on)} onClick={() => void toggle()}>
      <Text className='detail-fav__icon'>{on ? '♥' : '♡'}</Text>
      <Text className='detail-fav__label'>{t(on ? 'browse.favourite.on' : 'browse.favourite.add')}</Text>
    </View>
  )
})
