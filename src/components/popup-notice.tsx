/**
 * The shop's popup notice on the home, once per buyer (services/popup-notices.ts): its title pops in
 * above the page's content rather than over it, so nothing underneath is blocked while it is there.
 * Tapping the title opens the whole announcement, ✕ closes it; either marks it read. Drawn with the
 * layout notice's styles (layouts/index.css) and the dialogs' close label: the main package has little room.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { Notice } from '../../types/announcements'
import { t } from '../i18n'
import { router } from '../router'
import { pressable } from './a11y'
import { nextPopupNotice, readPopupNotice } from '../services/popup-notices'

/** `watch`: what asks for the list again when it changes (shop, language, who is logged in); null holds it back. */
export function PopupNotice({ watch }: { watch: string | null }) {
  const [notice, setNotice] = useState<Notice | null>(null)
  useEffect(() => {
    let live = watch !== null
    if (live) void nextPopupNotice().then((n) => live && setNotice(n), () => 0)
    return () => void (live = false)
  }, [watch])
  if (!notice) return null
  const close = (view?: boolean) => {
    setNotice(null)
    readPopupNotice(notice, 'HOME')
    if (view) void router.open('announcement', { id: notice.noticeId })
  }
  return (
    <View className='lo-notice lo-popup' data-testid='popup-notice'>
      <Text className='lo-notice__text lo-popup__title' data-testid='popup-notice-view' onClick={() => close(true)} {...pressable(undefined, { role: 'link' })}>
        {notice.noticeTitle}
      </Text>
      <Text data-testid='popup-notice-close' onClick={() => close()} {...pressable(t('dialog.close'))}>
        ✕
      </Text>
    </View>
  )
}
