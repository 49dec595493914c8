import './platform/entry'
import type { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { boot } from './boot'
import './app.css'

/** The app root: boots the stores and the request module once, then renders the current page. */
function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    void boot((options?.query ?? {}) as Record<string, string>)
  })
  return children
}

export default App
