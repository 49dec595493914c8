/**
 * Demo documents of both demo shops (merchant_documents): user agreement, privacy policy, ticket
 * terms and refund rules, in the three languages, as plain paragraphs separated by blank lines. The
 * login forms link the first two, the demo purchase agreement (orders.ts) the ticket terms and the
 * privacy policy, and an order's refund action the refund rules.
 */
import { DEMO_MERCHANTS } from '../../../types/api.js'
import { DOCUMENT_IDS } from '../../../types/documents.js'
import type { Lang } from '../../../types/lang.js'
import type { Translations } from '../i18n/translations.js'
import { createDocumentsRepository } from '../modules/documents/repository.js'
import type { SeedContext } from './index.js'
import { SEED_TIME } from './shop.js'

/** What differs between the two shops' texts. */
interface Company {
  merchantId: string
  shop: Record<Lang, string>
  company: Record<Lang, string>
  phone: string
  email: string
  /** The law the agreement is governed by, and where disputes go. */
  law: Record<Lang, string>
}

const COMPANIES: Company[] = [
  {
    merchantId: DEMO_MERCHANTS.MACAU,
    shop: { 'zh-CN': '澳门莲花剧场', 'zh-MO': '澳門蓮花劇場', 'en-US': 'Lotus Stage Macau' },
    company: { 'zh-CN': '莲花剧场有限公司', 'zh-MO': '蓮花劇場有限公司', 'en-US': 'Lotus Stage Ltd.' },
    phone: '+853 2888 0000',
    email: 'service@lotus-stage.example',
    law: {
      'zh-CN': '澳门特别行政区法律，争议由澳门初级法院管辖',
      'zh-MO': '澳門特別行政區法律，爭議由澳門初級法院管轄',
      'en-US': 'the laws of the Macao Special Administrative Region, and disputes go to the Macao Court of First Instance',
    },
  },
  {
    merchantId: DEMO_MERCHANTS.MAINLAND,
    shop: { 'zh-CN': '上海外滩现场', 'zh-MO': '上海外灘現場', 'en-US': 'Bund Live Shanghai' },
    company: { 'zh-CN': '上海外滩现场文化传播有限公司', 'zh-MO': '上海外灘現場文化傳播有限公司', 'en-US': 'Shanghai Bund Live Culture Co., Ltd.' },
    phone: '400-000-0000',
    email: 'service@bund-live.example',
    law: {
      'zh-CN': '中华人民共和国法律，争议由上海市黄浦区人民法院管辖',
      'zh-MO': '中華人民共和國法律，爭議由上海市黃浦區人民法院管轄',
      'en-US': 'the laws of the People’s Republic of China, and disputes go to the Huangpu District People’s Court of Shanghai',
    },
  },
]

type Text = { title: Translations; body: Translations }
const doc = (title: Record<Lang, string>, body: Record<Lang, string[]>): Text => ({
  title,
  body: { 'zh-CN': body['zh-CN'].join('\n\n'), 'zh-MO': body['zh-MO'].join('\n\n'), 'en-US': body['en-US'].join('\n\n') },
})

function userAgreement(c: Company): Text {
  return doc(
    { 'zh-CN': '用户服务协议', 'zh-MO': '用戶服務協議', 'en-US': 'User Agreement' },
    {
      'zh-CN': [
        `欢迎使用${c.shop['zh-CN']}票务服务。本协议是您与${c.company['zh-CN']}（下称“我们”）之间就注册、登录及使用本平台购票服务所订立的协议。请您在勾选同意前仔细阅读全部条款。`,
        '一、账号注册与登录。您可以使用手机号验证码或邮箱密码登录。您应提供真实、有效的联系方式，并妥善保管验证码与密码；通过您的账号进行的操作视为您本人的行为。',
        '二、购票服务。演出信息、票价、座位及场次安排由主办方提供，我们尽力保证其准确。订单提交后须在页面显示的时限内完成支付，逾时未支付的订单将自动取消并释放票品。',
        '三、实名购票。部分演出依主办方或主管部门要求实行实名制，您应如实填写观演人的姓名与证件信息，并确保已取得观演人的同意。入场时须出示与购票信息一致的有效证件。',
        '四、用户行为规范。您不得利用本平台进行倒卖票品、使用自动化程序抢票、冒用他人身份或其他违法违规行为。发现上述行为的，我们有权取消相关订单并限制账号使用。',
        '五、责任限制。因不可抗力、主办方原因或政府决定导致演出取消、延期或变更的，我们将按照票务条款及退票规则协助您办理退款或改期，但不承担由此产生的交通、住宿等间接损失。',
        `六、协议变更与适用法律。我们可能根据业务调整修订本协议，修订后的协议将在本页面公布。本协议适用${c.law['zh-CN']}。如有疑问，请致电客服 ${c.phone} 或发送邮件至 ${c.email}。`,
      ],
      'zh-MO': [
        `歡迎使用${c.shop['zh-MO']}票務服務。本協議是您與${c.company['zh-MO']}（下稱「我們」）之間就註冊、登入及使用本平台購票服務所訂立的協議。請您在勾選同意前仔細閱讀全部條款。`,
        '一、帳號註冊與登入。您可以使用手機號驗證碼或電郵密碼登入。您應提供真實、有效的聯絡方式，並妥善保管驗證碼與密碼；透過您的帳號進行的操作視為您本人的行為。',
        '二、購票服務。演出資訊、票價、座位及場次安排由主辦方提供，我們盡力確保其準確。訂單提交後須在頁面顯示的時限內完成支付，逾時未支付的訂單將自動取消並釋放票品。',
        '三、實名購票。部分演出依主辦方或主管部門要求實行實名制，您應如實填寫觀演人的姓名與證件資料，並確保已取得觀演人的同意。入場時須出示與購票資料一致的有效證件。',
        '四、用戶行為規範。您不得利用本平台轉售票品、使用自動化程式搶票、冒用他人身份或其他違法違規行為。發現上述行為的，我們有權取消相關訂單並限制帳號使用。',
        '五、責任限制。因不可抗力、主辦方原因或政府決定導致演出取消、延期或變更的，我們將按照票務條款及退票規則協助您辦理退款或改期，但不承擔由此產生的交通、住宿等間接損失。',
        `六、協議變更與適用法律。我們可能根據業務調整修訂本協議，修訂後的協議將在本頁面公佈。本協議適用${c.law['zh-MO']}。如有疑問，請致電客服 ${c.phone} 或發送電郵至 ${c.email}。`,
      ],
      'en-US': [
        `Welcome to the ticketing service of ${c.shop['en-US']}. This agreement between you and ${c.company['en-US']} ("we", "us") governs signing up, logging in and buying tickets on this platform. Please read all of it before you tick to accept.`,
        '1. Account. You can log in with a one-time code sent to your phone or with your email and password. Give contact details that are true and reachable, and keep your codes and password to yourself: what is done through your account is treated as done by you.',
        '2. Buying tickets. Show information, prices, seats and sessions come from the promoter, and we do our best to keep them accurate. An order must be paid within the time shown on the page; an order left unpaid is cancelled automatically and its tickets go back on sale.',
        '3. Real-name tickets. Some shows require the real name and identity document of every attendee, by the promoter’s or the authorities’ rules. Enter each attendee’s details truthfully and with their consent; the same valid document must be shown at the entrance.',
        '4. Fair use. You may not resell tickets, use automated tools to buy them, pretend to be someone else or break the law through this platform. Where we find this, we may cancel the orders concerned and restrict the account.',
        '5. Liability. When a show is cancelled, postponed or changed because of force majeure, the promoter or a government decision, we help you get a refund or a new date under the ticket terms and refund rules, but we are not liable for indirect costs such as travel or hotels.',
        `6. Changes and governing law. We may update this agreement as our service changes; the current version is always published on this page. This agreement is governed by ${c.law['en-US']}. Questions: call ${c.phone} or write to ${c.email}.`,
      ],
    },
  )
}

function privacyPolicy(c: Company): Text {
  return doc(
    { 'zh-CN': '隐私政策', 'zh-MO': '私隱政策', 'en-US': 'Privacy Policy' },
    {
      'zh-CN': [
        `${c.company['zh-CN']}重视您的个人信息保护。本政策说明我们在您使用${c.shop['zh-CN']}时收集哪些信息、如何使用以及您享有的权利。`,
        '一、我们收集的信息。注册登录时的手机号或邮箱；下单时的观演人姓名、证件类型与号码、收货地址；支付时的交易流水号（我们不保存您的银行卡号或支付密码）；以及为保障账号安全所需的设备与网络信息。',
        '二、信息的使用。我们仅为完成购票、出票、入场核验、配送、退款与客户服务之目的使用上述信息；实名信息仅提供给演出主办方及场馆用于入场核验，或依法提供给主管部门。',
        '三、信息的保存与保护。证件号码在页面中以部分隐藏的方式展示，并以加密方式传输。订单相关信息在法律规定的期限内保存，期满后删除或匿名化处理。',
        '四、您的权利。您可以在“观演人”与“收货地址”页面查阅、更正或删除您提供的信息，也可以申请注销账号；注销后我们将删除或匿名化处理您的个人信息，法律另有规定的除外。',
        `五、联系我们。如对本政策有任何疑问或投诉，请致电 ${c.phone} 或发送邮件至 ${c.email}，我们将在十五个工作日内答复。`,
      ],
      'zh-MO': [
        `${c.company['zh-MO']}重視您的個人資料保護。本政策說明我們在您使用${c.shop['zh-MO']}時收集哪些資料、如何使用以及您享有的權利。`,
        '一、我們收集的資料。註冊登入時的手機號或電郵；下單時的觀演人姓名、證件類型與號碼、收貨地址；支付時的交易流水號（我們不保存您的銀行卡號或支付密碼）；以及為保障帳號安全所需的裝置與網絡資料。',
        '二、資料的使用。我們僅為完成購票、出票、入場核驗、配送、退款與客戶服務之目的使用上述資料；實名資料僅提供予演出主辦方及場館用於入場核驗，或依法提供予主管部門。',
        '三、資料的保存與保護。證件號碼在頁面中以部分隱藏的方式顯示，並以加密方式傳輸。訂單相關資料在法律規定的期限內保存，期滿後刪除或作匿名化處理。',
        '四、您的權利。您可以在「觀演人」與「收貨地址」頁面查閱、更正或刪除您提供的資料，亦可以申請註銷帳號；註銷後我們將刪除或匿名化處理您的個人資料，法律另有規定者除外。',
        `五、聯絡我們。如對本政策有任何疑問或投訴，請致電 ${c.phone} 或發送電郵至 ${c.email}，我們將在十五個工作日內回覆。`,
      ],
      'en-US': [
        `${c.company['en-US']} takes the protection of your personal data seriously. This policy explains what we collect when you use ${c.shop['en-US']}, how we use it and what rights you have.`,
        '1. What we collect. Your phone number or email when you sign up; attendee names, document types and numbers and delivery addresses when you order; payment reference numbers when you pay (we never store card numbers or payment passwords); and the device and network information needed to keep your account safe.',
        '2. How we use it. Only to sell, issue and deliver your tickets, check them at the entrance, refund them and help you. Real-name details go only to the promoter and the venue for the entrance check, or to the authorities where the law requires it.',
        '3. Keeping it safe. Document numbers are shown partly hidden and are sent encrypted. Order records are kept for the period the law requires and then deleted or made anonymous.',
        '4. Your rights. You can see, correct or delete the attendees and addresses you gave us on their pages, and you can close your account; we then delete or anonymise your personal data unless the law requires us to keep it.',
        `5. Contact. For questions or complaints about this policy call ${c.phone} or write to ${c.email}; we answer within fifteen working days.`,
      ],
    },
  )
}

function ticketTerms(c: Company): Text {
  return doc(
    { 'zh-CN': '购票须知', 'zh-MO': '購票須知', 'en-US': 'Ticket Terms' },
    {
      'zh-CN': [
        `本须知适用于在${c.shop['zh-CN']}购买的全部演出门票。提交订单即表示您已阅读并同意以下条款。`,
        '一、限购与实名。每张订单及每位购票人的限购数量以演出页面显示为准。实名演出每张票须对应一位观演人，同一观演人同一场次限购一张；未满十八周岁的观演人须填写购票人本人的手机号。',
        '二、支付时限。订单提交后为您保留票品，请在页面显示的倒计时结束前完成支付；超时未支付的订单自动取消，所占票品与座位随即释放。',
        '三、取票与入场。电子票请在“票夹”中出示入场二维码，二维码可刷新，截图无效；选择现场取票的，请凭取票码到场馆取票处领取纸质票；快递配送的纸质票将在演出前寄出。',
        '四、入场规则。请按票面场次、时间及座位入场，迟到观众须听从工作人员安排。场馆内禁止录音录像及使用闪光灯拍照，禁止携带危险物品及外带食品饮料。',
        '五、演出变更。如遇演出取消或延期，我们将通过短信及订单页面通知您，并按退票规则办理退款；演出阵容或曲目的调整以主办方公告为准。',
        `六、票品一经售出，除退票规则所列情形外不予退换。如有疑问，请致电 ${c.phone}。`,
      ],
      'zh-MO': [
        `本須知適用於在${c.shop['zh-MO']}購買的全部演出門票。提交訂單即表示您已閱讀並同意以下條款。`,
        '一、限購與實名。每張訂單及每位購票人的限購數量以演出頁面顯示為準。實名演出每張票須對應一位觀演人，同一觀演人同一場次限購一張；未滿十八周歲的觀演人須填寫購票人本人的手機號。',
        '二、支付時限。訂單提交後為您保留票品，請在頁面顯示的倒數結束前完成支付；逾時未支付的訂單自動取消，所佔票品與座位隨即釋放。',
        '三、取票與入場。電子票請在「票夾」中出示入場二維碼，二維碼可刷新，截圖無效；選擇現場取票的，請憑取票碼到場館取票處領取紙質票；快遞配送的紙質票將在演出前寄出。',
        '四、入場規則。請按票面場次、時間及座位入場，遲到觀眾須聽從工作人員安排。場館內禁止錄音錄影及使用閃光燈拍照，禁止攜帶危險物品及外帶食物飲品。',
        '五、演出變更。如遇演出取消或延期，我們將透過短訊及訂單頁面通知您，並按退票規則辦理退款；演出陣容或曲目的調整以主辦方公告為準。',
        `六、票品一經售出，除退票規則所列情形外不予退換。如有疑問，請致電 ${c.phone}。`,
      ],
      'en-US': [
        `These terms apply to every show ticket bought from ${c.shop['en-US']}. By placing an order you confirm that you have read and accept them.`,
        '1. Limits and real names. The number of tickets per order and per buyer is shown on the show’s page. For real-name shows every ticket needs its own attendee, one ticket per attendee per session; an attendee under 18 must carry the buyer’s own phone number.',
        '2. Paying in time. Your tickets are held once the order is placed; pay before the countdown on the page ends. An unpaid order is cancelled when it runs out and its tickets and seats go back on sale.',
        '3. Collecting and entering. Show the entry QR code of your e-ticket from the ticket holder; the code can be refreshed and screenshots are not accepted. For venue pickup, collect the paper ticket at the pickup counter with your pickup code; express tickets are posted before the show.',
        '4. At the venue. Enter for the session, time and seat on your ticket; latecomers are seated when the staff allow. Recording, filming and flash photography are not allowed, nor are dangerous items or outside food and drinks.',
        '5. Changes to a show. If a show is cancelled or postponed we tell you by text message and on the order page and refund you under the refund rules; changes of cast or programme follow the promoter’s announcement.',
        `6. Tickets sold are not exchanged or refunded except as the refund rules allow. Questions: call ${c.phone}.`,
      ],
    },
  )
}

function refundRules(c: Company): Text {
  return doc(
    { 'zh-CN': '退票规则', 'zh-MO': '退票規則', 'en-US': 'Refund Rules' },
    {
      'zh-CN': [
        '一、可退票的情形。演出取消或延期且您不接受新场次的，全额退款；其他情形下，是否支持退票及手续费以演出页面公布的规则为准，演出开始后不予退票。',
        '二、如何申请。请在订单详情中确认订单号后，联系客服提出退票申请。客服核实票品未入场、未转赠后为您办理，电子票随即失效；纸质票须先寄回。',
        '三、退款时间。退款将原路退回您的支付账户，一般在三至七个工作日内到账，具体以支付机构处理时间为准。',
        `四、联系方式。客服电话 ${c.phone}（营业时间内），邮箱 ${c.email}。`,
      ],
      'zh-MO': [
        '一、可退票的情形。演出取消或延期且您不接受新場次的，全額退款；其他情形下，是否支持退票及手續費以演出頁面公佈的規則為準，演出開始後不予退票。',
        '二、如何申請。請在訂單詳情中確認訂單號後，聯絡客服提出退票申請。客服核實票品未入場、未轉贈後為您辦理，電子票隨即失效；紙質票須先寄回。',
        '三、退款時間。退款將原路退回您的支付帳戶，一般在三至七個工作日內到帳，具體以支付機構處理時間為準。',
        `四、聯絡方式。客服電話 ${c.phone}（營業時間內），電郵 ${c.email}。`,
      ],
      'en-US': [
        '1. When tickets can be refunded. If a show is cancelled, or postponed and you do not accept the new date, you get a full refund. Otherwise the show’s page says whether refunds are possible and at what fee; no refunds once the show has started.',
        '2. How to ask. Note the order number from the order detail and contact customer service. Once they have checked that the tickets were not used or passed on, they process the refund and the e-tickets stop working; paper tickets must be sent back first.',
        '3. When the money arrives. Refunds go back to the account you paid with, usually within three to seven working days, depending on the payment provider.',
        `4. Contact. Customer service ${c.phone} during opening hours, or ${c.email}.`,
      ],
    },
  )
}

const TEXTS: Array<[string, (c: Company) => Text]> = [
  [DOCUMENT_IDS.userAgreement, userAgreement],
  [DOCUMENT_IDS.privacyPolicy, privacyPolicy],
  [DOCUMENT_IDS.ticketTerms, ticketTerms],
  [DOCUMENT_IDS.refundRules, refundRules],
]

export async function seedDocuments({ db }: SeedContext): Promise<number> {
  const rows = COMPANIES.flatMap((c) => TEXTS.map(([docId, text]) => ({ merchantId: c.merchantId, docId, ...text(c), updatedAt: SEED_TIME })))
  return createDocumentsRepository(db).insertDocumentsIfAbsent(rows)
}
