/** Documents wording (envelope comments) in the three languages. */
import type { Lang } from '../../../../types/lang.js'

const NOT_FOUND: Record<Lang, string> = {
  'zh-CN': '该文档不存在或已下线',
  'zh-MO': '該文件不存在或已下線',
  'en-US': 'This document does not exist or is no longer published',
}

export const documentNotFound = (lang: Lang): string => NOT_FOUND[lang]
