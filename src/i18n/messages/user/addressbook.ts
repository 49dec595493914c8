/** Wording of the address book (/address) and the attendee list (/viewer): the wording only the user subpackage shows. */
import type { Dictionary } from '../../types'

export const addressbook = {
  'addressbook.edit': { 'zh-CN': '编辑', 'zh-MO': '編輯', 'en-US': 'Edit' },
  'addressbook.delete': { 'zh-CN': '删除', 'zh-MO': '刪除', 'en-US': 'Delete' },
  'addressbook.save': { 'zh-CN': '保存', 'zh-MO': '儲存', 'en-US': 'Save' },
  'addressbook.cancel': { 'zh-CN': '取消', 'zh-MO': '取消', 'en-US': 'Cancel' },
  'addressbook.saved': { 'zh-CN': '已保存', 'zh-MO': '已儲存', 'en-US': 'Saved' },
  'addressbook.deleted': { 'zh-CN': '已删除', 'zh-MO': '已刪除', 'en-US': 'Deleted' },
  'addressbook.loading': { 'zh-CN': '加载中…', 'zh-MO': '載入中…', 'en-US': 'Loading…' },
  'addressbook.loadFailed': { 'zh-CN': '加载失败', 'zh-MO': '載入失敗', 'en-US': 'Failed to load' },
  'addressbook.retry': { 'zh-CN': '重试', 'zh-MO': '重試', 'en-US': 'Retry' },

  // Addresses.
  'address.empty': { 'zh-CN': '还没有收货地址', 'zh-MO': '還沒有收貨地址', 'en-US': 'No addresses yet' },
  'address.add': { 'zh-CN': '新增收货地址', 'zh-MO': '新增收貨地址', 'en-US': 'Add an address' },
  'address.editTitle': { 'zh-CN': '编辑收货地址', 'zh-MO': '編輯收貨地址', 'en-US': 'Edit address' },
  'address.default': { 'zh-CN': '默认', 'zh-MO': '預設', 'en-US': 'Default' },
  'address.makeDefault': { 'zh-CN': '设为默认', 'zh-MO': '設為預設', 'en-US': 'Set as default' },
  'address.defaultSwitch': { 'zh-CN': '设为默认地址', 'zh-MO': '設為預設地址', 'en-US': 'Use as default address' },
  'address.deleteConfirm': { 'zh-CN': '确定删除该收货地址吗？', 'zh-MO': '確定刪除該收貨地址嗎？', 'en-US': 'Delete this address?' },
  'address.limit': { 'zh-CN': '最多可保存{max}个收货地址', 'zh-MO': '最多可保存{max}個收貨地址', 'en-US': 'You can keep at most {max} addresses' },
  'address.field.recipient': { 'zh-CN': '收货人', 'zh-MO': '收貨人', 'en-US': 'Recipient' },
  'address.field.recipientPlaceholder': { 'zh-CN': '请填写收货人姓名', 'zh-MO': '請填寫收貨人姓名', 'en-US': "Recipient's name" },
  'address.field.phone': { 'zh-CN': '手机号码', 'zh-MO': '手機號碼', 'en-US': 'Phone number' },
  'address.field.phonePlaceholder': { 'zh-CN': '请填写收货人手机号', 'zh-MO': '請填寫收貨人手機號碼', 'en-US': "Recipient's phone number" },
  'address.field.area': { 'zh-CN': '所在地区', 'zh-MO': '所在地區', 'en-US': 'Region' },
  'address.field.areaPlaceholder': { 'zh-CN': '省 市 区', 'zh-MO': '省 市 區', 'en-US': 'Province, city, district' },
  'address.field.detail': { 'zh-CN': '详细地址', 'zh-MO': '詳細地址', 'en-US': 'Detailed address' },
  'address.field.detailPlaceholder': { 'zh-CN': '街道、楼牌号等', 'zh-MO': '街道、樓牌號等', 'en-US': 'Street, building, room' },
  'address.error.recipient': { 'zh-CN': '请填写收货人', 'zh-MO': '請填寫收貨人', 'en-US': 'Please enter the recipient' },
  'address.error.phoneRequired': { 'zh-CN': '请填写手机号码', 'zh-MO': '請填寫手機號碼', 'en-US': 'Please enter a phone number' },
  'address.error.phone': { 'zh-CN': '请输入正确的手机号码', 'zh-MO': '請輸入正確的手機號碼', 'en-US': 'Please enter a valid phone number' },
  'address.error.area': { 'zh-CN': '请填写所在地区', 'zh-MO': '請填寫所在地區', 'en-US': 'Please enter the province, city and district' },
  // Spec accounts §5: 6 characters in the Chinese texts, 12 in the English one ("both readings
  // stand"); at least 6 is enforced everywhere and each language keeps its own hint.
  'address.error.detail': { 'zh-CN': '详细地址不能少于6个字', 'zh-MO': '詳細地址不能少於6個字', 'en-US': 'The detailed address needs at least 12 characters' },

  // Attendees.
  'viewer.empty': { 'zh-CN': '还没有观演人', 'zh-MO': '還沒有觀演人', 'en-US': 'No attendees yet' },
  'viewer.add': { 'zh-CN': '新增观演人', 'zh-MO': '新增觀演人', 'en-US': 'Add an attendee' },
  'viewer.editTitle': { 'zh-CN': '编辑观演人', 'zh-MO': '編輯觀演人', 'en-US': 'Edit attendee' },
  'viewer.loadMore': { 'zh-CN': '加载更多', 'zh-MO': '載入更多', 'en-US': 'Load more' },
  'viewer.total': { 'zh-CN': '共{n}位', 'zh-MO': '共{n}位', 'en-US': '{n} in all' },
  'viewer.deleteConfirm': { 'zh-CN': '确定删除该观演人吗？', 'zh-MO': '確定刪除該觀演人嗎？', 'en-US': 'Delete this attendee?' },
  'viewer.field.name': { 'zh-CN': '姓名', 'zh-MO': '姓名', 'en-US': 'Name' },
  'viewer.field.namePlaceholder': { 'zh-CN': '与证件上的姓名一致', 'zh-MO': '與證件上的姓名一致', 'en-US': 'As shown on the document' },
  'viewer.field.idType': { 'zh-CN': '证件类型', 'zh-MO': '證件類型', 'en-US': 'Document type' },
  'viewer.field.idNo': { 'zh-CN': '证件号码', 'zh-MO': '證件號碼', 'en-US': 'Document number' },
  'viewer.field.idNoPlaceholder': { 'zh-CN': '请输入证件号码', 'zh-MO': '請輸入證件號碼', 'en-US': 'Enter the document number' },
  'viewer.field.idNoKeep': { 'zh-CN': '重新输入证件号码以保存修改', 'zh-MO': '重新輸入證件號碼以儲存修改', 'en-US': 'Enter the document number again to save changes' },
  'viewer.error.name': { 'zh-CN': '请填写观演人姓名', 'zh-MO': '請填寫觀演人姓名', 'en-US': 'Please enter the attendee name' },
  'viewer.error.nameTooLong': {
    'zh-CN': '姓名最多{max}个字，请按证件填写',
    'zh-MO': '姓名最多{max}個字，請按證件填寫',
    'en-US': 'The name can have at most {max} characters, as on the document',
  },
  'viewer.error.nameChars': {
    'zh-CN': '姓名只能包含证件上会出现的文字：汉字、字母、空格和·-\'.，不能有数字、表情或其他符号',
    'zh-MO': '姓名只能包含證件上會出現的文字：漢字、字母、空格和·-\'.，不能有數字、表情或其他符號',
    'en-US': 'Use the name as printed on the document: letters, spaces and · - \' . only, no digits, emoji or other symbols',
  },
  'viewer.field.phone': { 'zh-CN': '手机号（未成年人必填购票人手机号）', 'zh-MO': '手機號（未成年人須填購票人手機號）', 'en-US': "Phone (for a minor, the buyer's own number)" },
  'viewer.field.phonePlaceholder': { 'zh-CN': '11位手机号，选填', 'zh-MO': '11位手機號，選填', 'en-US': '11-digit mainland number, optional' },
  'viewer.error.phone': { 'zh-CN': '请输入以1开头的11位手机号', 'zh-MO': '請輸入以1開頭的11位手機號', 'en-US': 'Enter an 11-digit number starting with 1' },
  'viewer.error.idNo': { 'zh-CN': '请输入证件号码', 'zh-MO': '請輸入證件號碼', 'en-US': 'Please enter the document number' },
} satisfies Dictionary
