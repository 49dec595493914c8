/** Real-name entry pages (issue 19): the wording only the ticket subpackage shows. */
import type { Dictionary } from '../../types'

export const realName = {
  'realName.tickets': { 'zh-CN': '订单中的票', 'zh-MO': '訂單中的票', 'en-US': 'Tickets in this order' },
  'realName.notRequired': { 'zh-CN': '本场演出无需实名入场', 'zh-MO': '本場演出無需實名入場', 'en-US': 'This show does not take real names' },
  'realName.unnamed': { 'zh-CN': '待填写观演人', 'zh-MO': '待填寫觀演人', 'en-US': 'Attendee to be named' },
  'realName.fill': { 'zh-CN': '去填写', 'zh-MO': '去填寫', 'en-US': 'Name' },
  'realName.hint': {
    'zh-CN': '每张票须绑定一位观演人，绑定后不可更改；入场时请携带对应证件。',
    'zh-MO': '每張票須綁定一位觀演人，綁定後不可更改；入場時請攜帶對應證件。',
    'en-US': 'Each ticket names one attendee, once; bring that document to the venue.',
  },
  'realName.pick': { 'zh-CN': '选择观演人', 'zh-MO': '選擇觀演人', 'en-US': 'Choose an attendee' },
  'realName.noAttendees': { 'zh-CN': '还没有观演人，请在下方填写证件信息', 'zh-MO': '還沒有觀演人，請在下方填寫證件資料', 'en-US': 'No attendee yet: enter an identity below' },
  'realName.enter': { 'zh-CN': '填写证件信息', 'zh-MO': '填寫證件資料', 'en-US': 'Enter an identity' },
  'realName.name': { 'zh-CN': '姓名', 'zh-MO': '姓名', 'en-US': 'Name' },
  'realName.idNo': { 'zh-CN': '身份证号', 'zh-MO': '身份證號', 'en-US': 'ID card number' },
  'realName.submit': { 'zh-CN': '确认绑定', 'zh-MO': '確認綁定', 'en-US': 'Name this ticket' },
  'realName.ask': { 'zh-CN': '确认将此票绑定给 {name}？绑定后不可更改。', 'zh-MO': '確認將此票綁定給 {name}？綁定後不可更改。', 'en-US': 'Name {name} on this ticket? It cannot be changed afterwards.' },
  'realName.done': { 'zh-CN': '已绑定观演人', 'zh-MO': '已綁定觀演人', 'en-US': 'Attendee named' },
  'realName.pickNone': { 'zh-CN': '请选择观演人或填写证件信息', 'zh-MO': '請選擇觀演人或填寫證件資料', 'en-US': 'Choose an attendee or enter an identity' },
} satisfies Dictionary
