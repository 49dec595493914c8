/**
 * The shop's popup notice on a page, once per buyer (services/popup-notices.ts). It pops in above the
 * page's content rather than over it, so nothing underneath is blocked while it is there; it shows
 * the first paragraph, "view" opens the whole announcement, either button marks it read.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { Notice, NoticePageSource } from '../../types/announcements'
import { t } from '../i18n'
import { router } from '../router'
import { nextPopupNotice, readPopupNotice } from '../services/popup-notices'
import { stores } from '../stores'
import './popup-notice.css'

export const PopupNotice = observer(function PopupNotice({ page, ready }: { page: NoticePageSource; ready: boolean }) {
  const [notice, setNotice] = useState<Notice | null>(null)
  const loggedIn = stores.session.isLoggedIn
  const merchantId = stores.app.merchantId
  const lang = stores.app.lang
  useEffect(() => {
    let live = true
    if (ready) void nextPopupNotice().then((n) => live && setNotice(n), () => undefined)
    return () => void (live = false)
  }, [ready, loggedIn, merchantId, lang])
  if (!notice) return null
  const close = (view: boolean) => {
    setNotice(null)
    void readPopupNotice(notice, page)
    if (view) void router.open('announcement', { id: notice.noticeId })
  }
  return (
    <View className='popup-notice' data-testid='popup-notice' data-notice-id={notice.noticeId}>
      <Text className='popup-notice__title'>{notice.noticeTitle}</Text>
      <Text className='popup-notice__text'>{notice.noticeContent.split('\n')[0]}</Text>
      <View className='popup-notice__actions'>
        <Text className='popup-notice__close' data-testid='popup-notice-close' onClick={() => close(false)}>
          {t('dialog.close')}
        </Text>
        <Text className='popup-notice__view' data-testid='popup-notice-view' onClick={() => close(true)}>
          {t('notice.popup.view')}
        </Text>
      </View>
    </View>
  )
})
