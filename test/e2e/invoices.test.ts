/**
 * A newcomer asks for an invoice (issue 19) the way a buyer meets it: logged out on `/` of a demo shop,
 * buys two tickets by taps (newcomer-steps.ts: login by SMS sandbox code, sandbox cashier), opens the
 * paid order, taps its invoice entry → the application page: an empty title is refused in the page's
 * language (nothing sent); the buyer fills it (enterprise + paper with the express address in one
 * journey, personal electronic in the others), submits, and lands on the invoice detail, APPLYING.
 * The merchant's staff then issue it through the staff API (x-staff-token); back on the order, the
 * entry reads issued, and the detail shows the invoice number the staff side returned.
 * 10001 in zh-MO, zh-CN and en-US; 10002 in zh-CN. Fails on any console error, page error, failed
 * request or server error, and in English on any Chinese text. Screenshots: test/artifacts/invoices-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import type { InvoiceReviewList, InvoiceView } from '../../types/invoices'
import { shot, visiblePage } from './harness'
import { useInProcessStorefront } from './in-process'
import { assertLanguage, phonePage } from './journey-checks'
import { buyTwoTickets } from './newcomer-steps'

const STAFF: Record<string, string> = { '10001': 'demo-staff-macau-7Qm2x9', '10002': 'demo-staff-mainland-K4p8s1' }

const JOURNEYS = [
  {
    merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66018831', tierShow: 'MO002', findTier: { by: 'category', label: '演唱會' }, product: 'ALIPAY_HK_WAP',
    enterprise: true, words: { titleRequired: '請填寫發票抬頭', applying: '申請中', issued: '已開票', content: '體育服務門票' },
  },
  {
    merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91238831', tierShow: 'MO002', findTier: { by: 'search', keyword: 'Sea Breeze' }, product: 'ALIPAY_HK_WAP',
    enterprise: false, words: { titleRequired: 'Please enter the invoice title', applying: 'Applying', issued: 'Issued', content: 'Sports service tickets' },
  },
  {
    merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900008831', tierShow: 'SH002', findTier: { by: 'category', label: '演唱会' }, product: 'ALIPAY_CN_WAP',
    enterprise: true, words: { titleRequired: '请填写发票抬头', applying: '申请中', issued: '已开票', content: '体育服务门票' },
  },
] as const
type Journey = (typeof JOURNEYS)[number]

const sf = useInProcessStorefront('invoices')

/** The merchant's staff side, by API as a back office would call it: find the application, issue it. */
async function staffIssues(merchantId: string, orderId: string): Promise<InvoiceView> {
  const headers = { 'x-staff-token': STAFF[merchantId] as string, 'content-type': 'application/json' }
  const list = ((await (await fetch(`${sf.url}/api/staff/v1/invoices?state=APPLYING&length=50`, { headers })).json()) as { data: InvoiceReviewList }).data
  const mine = list.list.find((x) => x.orderId === orderId)
  assert.ok(mine, 'the application is in the staff list')
  const res = await fetch(`${sf.url}/api/staff/v1/invoices/${mine.invoiceId}/review`, { method: 'POST', headers, body: JSON.stringify({ decision: 'APPROVE' }) })
  const body = (await res.json()) as { statusCode: number; data: InvoiceView }
  assert.equal(body.statusCode, 200)
  assert.equal(body.data.state, 'SUCCESS')
  return body.data
}

async function fill(scope: ReturnType<typeof visiblePage>, testId: string, value: string) {
  const input = scope.locator(`[data-testid="${testId}"] input`)
  await input.click()
  await input.fill(value)
}

async function applyFor(page: Page, j: Journey, prefix: string): Promise<void> {
  const form = visiblePage(page, 'invoice')
  await form.getByTestId('invoice-form').waitFor({ timeout: 15_000 })
  assert.equal((await form.getByTestId('invoice-content').innerText()).trim(), j.words.content)
  // Nothing typed: the title is asked for in the page's language, and nothing is sent.
  await form.getByTestId('invoice-submit').click()
  const problem = form.getByTestId('invoice-problem')
  await problem.waitFor()
  assert.equal((await problem.innerText()).trim(), j.words.titleRequired)
  await assertLanguage(page, j.tag, 'invoice')
  await shot(page, `${prefix}-10-invoice-empty`)
  if (j.enterprise) {
    await form.getByTestId('invoice-title-type-ENTERPRISE').click()
    await form.getByTestId('invoice-type-PAPER_VAT_ORDINARY').click()
    await fill(form, 'invoice-title', j.merchantId === '10001' ? '澳門演藝有限公司' : '上海演艺有限公司')
    await fill(form, 'invoice-taxpayer', '91440300MA5FXXXX1K')
    await fill(form, 'invoice-bank', j.merchantId === '10001' ? '中國銀行澳門分行' : '中国银行上海分行')
    await fill(form, 'invoice-receiver', '李四')
    await fill(form, 'invoice-receiver-phone', '13800138000')
    await fill(form, 'invoice-receiver-address', '广东省珠海市香洲区情侣路88号')
  } else {
    await fill(form, 'invoice-title', j.tag === 'en-US' ? 'Alex Chan' : '张三')
  }
  await assertLanguage(page, j.tag, 'invoice')
  await shot(page, `${prefix}-11-invoice-filled`)
  await form.getByTestId('invoice-submit').click()
}

for (const j of JOURNEYS) {
  describe(`a newcomer asks for an invoice in shop ${j.merchantId}, ${j.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let errors: string[]

    before(async () => {
      ;({ context, page, problems: errors } = await phonePage(sf.browser))
    })
    after(async () => {
      await context?.close()
    })

    it('buys, applies from the paid order, and sees the invoice issued after the staff review', async () => {
      const prefix = `invoices-${j.tag}-${j.merchantId}`
      const { orderId } = await buyTwoTickets(page, sf, j, prefix)
      await visiblePage(page, 'paySuccess').getByTestId('pay-success-order').click()
      const order = visiblePage(page, 'orderDetail')
      await order.locator(`[data-testid="order-detail"][data-order-id="${orderId}"]`).waitFor({ timeout: 15_000 })
      const entry = order.locator('[data-testid="order-invoice"][data-state=""]')
      await entry.waitFor({ timeout: 15_000 })
      await entry.click()

      await applyFor(page, j, prefix)
      const detail = visiblePage(page, 'invoiceDetail')
      await detail.locator('[data-testid="invoice-detail"][data-state="APPLYING"]').waitFor({ timeout: 15_000 })
      assert.equal((await detail.getByTestId('invoice-state').innerText()).trim(), j.words.applying)
      assert.equal((await detail.getByTestId('invoice-content').innerText()).trim(), j.words.content)
      await assertLanguage(page, j.tag, 'invoiceDetail')
      await shot(page, `${prefix}-12-invoice-applying`)

      const issued = await staffIssues(j.merchantId, orderId)

      // Back on the order (the detail replaced the application page): the entry reads issued.
      await page.goBack()
      const done = order.locator('[data-testid="order-invoice"][data-state="SUCCESS"]')
      await done.waitFor({ timeout: 15_000 })
      assert.match(await done.innerText(), new RegExp(j.words.issued))
      await assertLanguage(page, j.tag, 'orderDetail')
      await shot(page, `${prefix}-13-order-invoice-issued`)
      await done.click()
      await detail.locator('[data-testid="invoice-detail"][data-state="SUCCESS"]').waitFor({ timeout: 15_000 })
      assert.equal((await detail.getByTestId('invoice-no').innerText()).trim(), issued.invoiceNo)
      assert.equal((await detail.getByTestId('invoice-state').innerText()).trim(), j.words.issued)
      await assertLanguage(page, j.tag, 'invoiceDetail')
      await shot(page, `${prefix}-14-invoice-issued`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })
  })
}
