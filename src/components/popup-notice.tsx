/**
 * The shop's popup notice on the home, once per buyer (services/popup-notices.ts): its title pops in
 * above the page's content rather than over it, so nothing underneath is blocked while it is there.
 * The home waits for the first answer before it shows its layout (the request runs alongside the
 * layout's), so the notice never pushes content down under a buyer's finger or a carousel measuring
 * itself. Tapping the title opens the whole announcement, ✕ closes it; either marks it read. Drawn
 * with the layout notice's styles (layouts/index.css) and the dialogs' close label: the main package
 * has little room.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { Notice } from '../../types/announcements'
import { t } from '../i18n'
import { router } from '../router'
import { nextPopupNotice, readPopupNotice } from '../services/popup-notices'
import { pressable } from './a11y'

export interface PopupState {
  /** The first answer has come (a failed request counts: the page must not wait for it). */
  settled: boolean
  notice: Notice | null
  clear(): void
}

/** `watch`: what asks for the list again when it changes (shop, language, who is logged in). */
export function usePopupNotice(watch: string): PopupState {
  const [state, setState] = useState<{ settled: boolean; notice: Notice | null }>({ settled: false, notice: null })
  useEffect(() => {
    let live = true
    const done = (notice: Notice | null) => live && setState({ settled: true, notice })
    void nextPopupNotice().then(done, () => done(null))
    return () => void (live = false)
  }, [watch])
  return { ...state, clear: () => setState({ settled: true, notice: null }) }
}

export function PopupNotice({ popup }: { popup: PopupState }) {
  const notice = popup.notice
  if (!notice) return null
  const close = (view?: boolean) => {
    popup.clear()
    readPopupNotice(notice, 'HOME')
    if (view) void router.open('announcement', { id: notice.noticeId })
  }
  return (
    <View className='lo-notice lo-popup' data-testid='popup-notice'>
      <Text className='lo-notice__text lo-popup__title' data-testid='popup-notice-view' onClick={() => close(true)}>
        {notice.noticeTitle}
      </Text>
      <Text data-testid='popup-notice-close' onClick={() => close()} {...pressable(t('dialog.close'))}>
        ✕
      </Text>
    </View>
  )
}
