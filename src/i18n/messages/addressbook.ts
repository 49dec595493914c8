/** Wording of the address book (/address) and the attendee list (/viewer). */
import type { Dictionary } from '../types'

export const addressbook = {
  // Shared.
  'addressbook.add': { 'zh-CN': '新增', 'zh-MO': '新增', 'en-US': 'Add' },
  'viewer.noMore': { 'zh-CN': '没有更多了', 'zh-MO': '沒有更多了', 'en-US': 'No more' },
  'viewer.idType.ID_CARD': { 'zh-CN': '中国大陆居民身份证', 'zh-MO': '中國內地居民身份證', 'en-US': 'Mainland China ID card' },
  'viewer.idType.PASSPORT': { 'zh-CN': '护照', 'zh-MO': '護照', 'en-US': 'Passport' },
  'viewer.idType.HK_MACAU_PERMIT': { 'zh-CN': '港澳居民来往内地通行证', 'zh-MO': '港澳居民來往內地通行證', 'en-US': 'Mainland Travel Permit (HK/Macau)' },
  'viewer.idType.TAIWAN_PERMIT': { 'zh-CN': '台湾居民来往大陆通行证', 'zh-MO': '台灣居民來往大陸通行證', 'en-US': 'Mainland Travel Permit (Taiwan)' },
} satisfies Dictionary
