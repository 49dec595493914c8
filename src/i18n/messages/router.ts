/** Wording of the router (spec core §2 navigation rules, §8). */
import type { Dictionary } from '../types'

export const routerMessages = {
  'router.nativeUnsupported': {
    'zh-CN': '该功能正在开发中，尽情期待吧!',
    'zh-MO': '該功能正在開發中，盡情期待吧!',
    'en-US': 'This feature is under development, stay tuned!',
  },
  'router.comingSoon': { 'zh-CN': '敬请期待', 'zh-MO': '敬請期待', 'en-US': 'Stay tuned' },
  'router.jumpFailed': { 'zh-CN': '跳转失败', 'zh-MO': '跳轉失敗', 'en-US': 'Could not open the page' },
} satisfies Dictionary

export type RouterMessageKey = keyof typeof routerMessages
