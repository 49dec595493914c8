/** Sets the navigation bar title in the buyer's language, again after a language switch. */
import Taro from '@tarojs/taro'
import { useEffect } from 'react'

export function useTitle(title: string): void {
  useEffect(() => {
    Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])
}
