/**
 * Critical-request limiting in the browser (spec core §4): a progress dialog retries automatically
 * every 3 s up to 10 times ('tried N times', 'please be patient' from the 3rd), stops as soon as an
 * answer is no longer limiting, and turns into the retry dialog after the last try. The call is
 * issued through the `?debug=1` console (src/boot/debug.ts) and answered by `page.route`; time is
 * Playwright's fake clock, so ten 3-second waits take no real time.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { MOBILE, shot, useStorefront, visiblePage } from './harness'

const sf = useStorefront()
const PROBE = 'home/pub/v5/debug/critical-probe'

const LANGS = [
  { query: 'zh-MO', tag: 'zh-MO', tried: (n: number) => `已為您嘗試${n}次`, patient: '請耐心等待', retry: '重試' },
  { query: 'zh', tag: 'zh-CN', tried: (n: number) => `已为您尝试${n}次`, patient: '请耐心等待', retry: '重试' },
  { query: 'en', tag: 'en-US', tried: (n: number) => `Tried ${n} time${n === 1 ? '' : 's'}`, patient: 'please be patient', retry: 'Retry' },
] as const

function limitingAnswers(page: Page, limitingCount: number) {
  const calls = { count: 0 }
  void page.route(`**/api/${PROBE}**`, (route) => {
    calls.count += 1
    const limiting = calls.count <= limitingCount
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: limiting ? 429 : 200,
        mode: limiting ? 'limiting' : 'none',
        comments: limiting ? 'busy' : '',
        subComments: '',
        actText: '',
        iconUrl: '',
        errorCode: '',
        data: limiting ? null : { ok: true },
      }),
    })
  })
  return calls
}

/**
 * Moves the fake clock in 500 ms steps until `condition` holds: an answer reaches the app a little
 * after the route fulfils it, so a single 3 s jump could land before the next retry is scheduled.
 * Also checks the retry did not come early: at most 3.5 s of fake time per retry.
 */
async function advanceUntil(page: Page, condition: () => boolean): Promise<void> {
  for (let step = 0; step < 7; step++) {
    await page.clock.runFor(500)
    await new Promise((r) => setTimeout(r, 30))
    if (condition()) return
  }
  throw new Error('no retry within 3.5 s of fake time')
}

async function openWithConsole(lang: string): Promise<Page> {
  const page = await sf.browser.newPage({ viewport: MOBILE })
  await page.clock.install()
  await page.goto(`${sf.server.url}/?debug=1&lang=${lang}`)
  await visiblePage(page, 'home').waitFor()
  await page.waitForFunction(() => Boolean((window as unknown as { __storefront?: unknown }).__storefront))
  return page
}

function fireCritical(page: Page): Promise<unknown> {
  return page.evaluate(
    (url) =>
      (window as unknown as { __storefront: { request: (o: object) => Promise<unknown> } }).__storefront
        .request({ url, method: 'GET', importance: 'critical' })
        .then((data) => ({ data }), (error: Error) => ({ error: error.message })),
    PROBE,
  )
}

for (const lang of LANGS) {
  describe(`critical limiting in ${lang.tag}`, () => {
    it('retries ten times with a progress dialog, then offers retry', async () => {
      const page = await openWithConsole(lang.query)
      const calls = limitingAnswers(page, Infinity)
      const result = fireCritical(page)
      const text = page.getByTestId('progress-text')
      // Each retry is timed from the previous answer: let that answer arrive before moving the clock.
      await page.getByTestId('progress').waitFor()
      for (let n = 1; n <= 9; n++) {
        await advanceUntil(page, () => calls.count === n + 1)
        // Polled from Node: in-page polling would run on the fake clock and never fire.
        let shown = ''
        for (let i = 0; i < 100 && !shown.includes(lang.tried(n)); i++) {
          shown = await text.innerText()
          if (!shown.includes(lang.tried(n))) await new Promise((r) => setTimeout(r, 20))
        }
        assert.ok(shown.includes(lang.tried(n)), `try ${n}: ${shown}`)
        assert.equal(shown.includes(lang.patient), n >= 3, `try ${n}: ${shown}`)
        if (n === 3) await shot(page, `limiting-${lang.tag}-progress`)
      }
      // The tenth try's answer ends the loop at once: the progress gives way to the retry dialog.
      await advanceUntil(page, () => calls.count === 11)
      await page.getByTestId('dialog').waitFor()
      assert.equal(calls.count, 11, 'the first call and ten automatic tries')
      assert.match(await page.getByTestId('dialog').innerText(), new RegExp(lang.retry))
      await shot(page, `limiting-${lang.tag}-after-ten`)
      await page.getByTestId('dialog').locator('.dlg__btn').first().click()
      await result
      await page.close()
    })
  })
}

describe('critical limiting ends early', () => {
  it('closes the progress dialog and answers as soon as a try is no longer limiting', async () => {
    const page = await openWithConsole('en')
    const calls = limitingAnswers(page, 2)
    const result = fireCritical(page)
    await page.getByTestId('progress').waitFor()
    await advanceUntil(page, () => calls.count === 2)
    await advanceUntil(page, () => calls.count === 3)
    assert.deepEqual(await result, { data: { ok: true } })
    assert.equal(calls.count, 3)
    assert.equal(await page.getByTestId('progress').count(), 0)
    await page.close()
  })

  it('stops retrying when the buyer cancels', async () => {
    const page = await openWithConsole('en')
    const calls = limitingAnswers(page, Infinity)
    const result = fireCritical(page)
    await page.getByTestId('progress').waitFor()
    await advanceUntil(page, () => calls.count === 2)
    await page.getByTestId('progress').locator('.dlg__btn[data-value="cancel"]').click()
    const before = calls.count
    await page.clock.runFor(15000)
    assert.equal(calls.count, before)
    assert.ok('error' in ((await result) as object))
    await page.close()
  })
})
