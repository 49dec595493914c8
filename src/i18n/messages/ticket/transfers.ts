/**
 * Ticket transfer (issue 19): the send page, the accept page and the transfer box of the e-ticket, in
 * the ticket subpackage's dictionary. The §8 refusals of an accept (already accepted, overtime,
 * cancelled by the transferor, accept failed) are the main dictionary's error.* keys.
 */
import type { Dictionary } from '../../types'

export const transfers = {
  'transfer.send': { 'zh-CN': '转赠给好友', 'zh-MO': '轉贈給好友', 'en-US': 'Send to a friend' },
  'transfer.send.intro': {
    'zh-CN': '填写受赠人的手机号，对方用该手机号登录后即可接收这张票。',
    'zh-MO': '填寫受贈人的手機號碼，對方用該手機號碼登入後即可接收這張票。',
    'en-US': 'Enter the phone number of the person you are sending this ticket to. They accept it after logging in with that number.',
  },
  'transfer.phone': { 'zh-CN': '受赠人手机号', 'zh-MO': '受贈人手機號碼', 'en-US': "Recipient's phone" },
  'transfer.phonePlaceholder': { 'zh-CN': '请输入手机号', 'zh-MO': '請輸入手機號碼', 'en-US': 'Phone number' },
  'transfer.phoneRequired': { 'zh-CN': '请输入受赠人手机号', 'zh-MO': '請輸入受贈人手機號碼', 'en-US': "Please enter the recipient's phone number" },
  'transfer.phoneInvalid': { 'zh-CN': '请输入正确的手机号', 'zh-MO': '請輸入正確的手機號碼', 'en-US': 'Please enter a valid phone number' },
  'transfer.rule': { 'zh-CN': '转赠须知', 'zh-MO': '轉贈須知', 'en-US': 'Transfer policy' },
  'transfer.agree': { 'zh-CN': '我已阅读并同意转赠须知', 'zh-MO': '我已閱讀並同意轉贈須知', 'en-US': 'I have read and agree to the transfer policy' },
  'transfer.agreeRequired': { 'zh-CN': '请先阅读并同意转赠须知', 'zh-MO': '請先閱讀並同意轉贈須知', 'en-US': 'Please read and agree to the transfer policy first' },
  'transfer.submit': { 'zh-CN': '确认转赠', 'zh-MO': '確認轉贈', 'en-US': 'Send ticket' },
  'transfer.sent': { 'zh-CN': '已发起转赠', 'zh-MO': '已發起轉贈', 'en-US': 'Ticket sent' },
  'transfer.to': { 'zh-CN': '受赠人', 'zh-MO': '受贈人', 'en-US': 'Sent to' },
  'transfer.from': { 'zh-CN': '转赠人', 'zh-MO': '轉贈人', 'en-US': 'From' },
  'transfer.deadline': { 'zh-CN': '接收截止', 'zh-MO': '接收截止', 'en-US': 'Accept by' },
  'transfer.link': { 'zh-CN': '接收链接', 'zh-MO': '接收連結', 'en-US': 'Accept link' },
  'transfer.linkHint': {
    'zh-CN': '把接收链接发给受赠人，对方打开后登录即可接收。',
    'zh-MO': '把接收連結發給受贈人，對方打開後登入即可接收。',
    'en-US': 'Send this link to the recipient: they open it, log in and accept.',
  },
  'transfer.copyLink': { 'zh-CN': '复制接收链接', 'zh-MO': '複製接收連結', 'en-US': 'Copy the link' },
  'transfer.cancel': { 'zh-CN': '取消转赠', 'zh-MO': '取消轉贈', 'en-US': 'Cancel transfer' },
  'transfer.cancelAsk': {
    'zh-CN': '取消后接收链接失效，门票仍归您所有。确定取消转赠吗？',
    'zh-MO': '取消後接收連結失效，門票仍歸您所有。確定取消轉贈嗎？',
    'en-US': 'The link stops working and the ticket stays yours. Cancel the transfer?',
  },
  'transfer.cancelled': { 'zh-CN': '已取消转赠', 'zh-MO': '已取消轉贈', 'en-US': 'Transfer cancelled' },
  'transfer.inTransferNote': {
    'zh-CN': '转赠中的门票不能入场；取消转赠后可重新使用。',
    'zh-MO': '轉贈中的門票不能入場；取消轉贈後可重新使用。',
    'en-US': 'A ticket in transfer cannot be used for entry; cancel the transfer to use it again.',
  },
  'transfer.transferredNote': {
    'zh-CN': '此票已转赠给他人，原入场码已失效。',
    'zh-MO': '此票已轉贈給他人，原入場碼已失效。',
    'en-US': 'This ticket now belongs to someone else; your code no longer works.',
  },
  'transfer.accept': { 'zh-CN': '接收门票', 'zh-MO': '接收門票', 'en-US': 'Accept the ticket' },
  'transfer.acceptIntro': {
    'zh-CN': '好友转赠给您一张门票，接收后将放入您的票夹。',
    'zh-MO': '好友轉贈給您一張門票，接收後將放入您的票夾。',
    'en-US': 'A friend sent you a ticket. Accept it and it goes into your tickets.',
  },
  'transfer.accepted': { 'zh-CN': '接收成功', 'zh-MO': '接收成功', 'en-US': 'Ticket accepted' },
  'transfer.viewTicket': { 'zh-CN': '查看门票', 'zh-MO': '查看門票', 'en-US': 'View the ticket' },
  'transfer.ownLink': {
    'zh-CN': '这是您发出的转赠，请把链接发给受赠人。',
    'zh-MO': '這是您發出的轉贈，請把連結發給受贈人。',
    'en-US': 'You sent this ticket: pass the link on to the recipient.',
  },
  'transfer.wrongAccount': {
    'zh-CN': '这张票不是转赠给当前登录手机号的，或转赠已不存在。请使用受赠手机号登录后再打开链接。',
    'zh-MO': '這張票不是轉贈給目前登入手機號碼的，或轉贈已不存在。請使用受贈手機號碼登入後再打開連結。',
    'en-US': 'This ticket was not sent to the phone number you are logged in with, or the transfer no longer exists. Log in with the number it was sent to and open the link again.',
  },
} satisfies Dictionary
