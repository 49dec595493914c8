/** Wording of the seat picking page (own map and third-party seat picking): the wording only the show subpackage shows. */
import type { Dictionary } from '../../types'

export const seating = {
  'seating.title': { 'zh-CN': '选座', 'zh-MO': '選座', 'en-US': 'Pick seats' },
  'seating.taken': { 'zh-CN': '不可选', 'zh-MO': '不可選', 'en-US': 'Taken' },
  'seating.stage': { 'zh-CN': '舞台', 'zh-MO': '舞台', 'en-US': 'Stage' },
  'seating.max': { 'zh-CN': '每单最多选{n}个座位', 'zh-MO': '每單最多選{n}個座位', 'en-US': 'Up to {n} seats per order' },
  'seating.limit': {
    'zh-CN': '每单最多选{n}个座位，请先取消已选座位',
    'zh-MO': '每單最多選{n}個座位，請先取消已選座位',
    'en-US': 'You can pick up to {n} seats per order; unpick one first',
  },
  'seating.unavailable': { 'zh-CN': '该座位已被选走', 'zh-MO': '該座位已被選走', 'en-US': 'This seat is taken' },
  'seating.dropped': {
    'zh-CN': '{n}个已选座位刚被他人选走，请重新选座',
    'zh-MO': '{n}個已選座位剛被他人選走，請重新選座',
    'en-US': { one: '{n} of your seats was just taken, please pick again', other: '{n} of your seats were just taken, please pick again' },
  },
  'seating.none': { 'zh-CN': '请在座位图上选择座位', 'zh-MO': '請在座位圖上選擇座位', 'en-US': 'Tap seats on the map to pick them' },
  'seating.count': { 'zh-CN': '已选{count}个座位', 'zh-MO': '已選{count}個座位', 'en-US': { one: '{count} seat', other: '{count} seats' } },
  'seating.confirm': { 'zh-CN': '确认选座', 'zh-MO': '確認選座', 'en-US': 'Confirm seats' },
  'seating.pickFirst': { 'zh-CN': '请先选座', 'zh-MO': '請先選座', 'en-US': 'Pick seats first' },
  'seating.unpick': { 'zh-CN': '取消', 'zh-MO': '取消', 'en-US': 'Remove' },
  'seating.zoomIn': { 'zh-CN': '放大', 'zh-MO': '放大', 'en-US': 'Zoom in' },
  'seating.zoomOut': { 'zh-CN': '缩小', 'zh-MO': '縮小', 'en-US': 'Zoom out' },
  'seating.fit': { 'zh-CN': '全览', 'zh-MO': '全覽', 'en-US': 'Whole map' },
  'seating.hint': { 'zh-CN': '双指缩放或拖动查看座位', 'zh-MO': '雙指縮放或拖動查看座位', 'en-US': 'Pinch to zoom, drag to move' },
  'seating.pickSeats': { 'zh-CN': '选座购买', 'zh-MO': '選座購買', 'en-US': 'Pick seats' },
  'seating.bookingHint': { 'zh-CN': '本场次按座位售票，请在座位图上选座', 'zh-MO': '本場次按座位售票，請在座位圖上選座', 'en-US': 'Seats for this session are sold one by one: pick them on the seat map' },
  'seating.thirdParty.title': { 'zh-CN': '本场次由合作方提供选座', 'zh-MO': '本場次由合作方提供選座', 'en-US': 'Seats for this session are picked on our partner’s page' },
  'seating.thirdParty.go': { 'zh-CN': '前往选座', 'zh-MO': '前往選座', 'en-US': 'Go to seat picking' },
} satisfies Dictionary
