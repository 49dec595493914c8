/** The show detail's entry to the show's combos, tied sales and ticket packages (show subpackage). */
import type { Dictionary } from '../../types'

export const showCombos = {
  'showCombos.title': { 'zh-CN': '套餐与搭售', 'zh-MO': '套餐與搭售', 'en-US': 'Combos & packages' },
  'showCombos.all': { 'zh-CN': '全部{count}个', 'zh-MO': '全部{count}個', 'en-US': 'All {count}' },
  'showCombos.price': { 'zh-CN': '套餐价{amount}', 'zh-MO': '套餐價{amount}', 'en-US': '{amount} a set' },
  'showCombos.saving': { 'zh-CN': '省{amount}', 'zh-MO': '省{amount}', 'en-US': 'save {amount}' },
} satisfies Dictionary
