/**
 * The e-ticket page's screen behaviour: brightness raised while a usable code is visible and restored
 * when the page hides or closes; a screenshot hint where the host reports screenshots (mini-programs).
 */
import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { getScreenBrightness, onUserScreenshot, setScreenBrightness } from '../../platform/screen'
import { createBrightnessBoost } from './brightness'

export { createBrightnessBoost, type BrightnessBoost, type BrightnessPort } from './brightness'

/** True while the page is the visible one (a page under another in the stack stays mounted on H5). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true)
  useDidShow(() => setVisible(true))
  useDidHide(() => setVisible(false))
  return visible
}

export function useTicketScreen(showingCode: boolean, onScreenshot: () => void): void {
  const visible = usePageVisible()
  const boost = useRef(createBrightnessBoost({ getScreenBrightness, setScreenBrightness })).current
  const active = visible && showingCode

  useEffect(() => {
    if (!active) return undefined
    void boost.raise()
    return () => void boost.restore()
  }, [active, boost])

  const hint = useRef(onScreenshot)
  hint.current = onScreenshot
  useEffect(() => {
    if (!active) return undefined
    return onUserScreenshot(() => hint.current())
  }, [active])
}
