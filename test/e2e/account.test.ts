/**
 * Account screens end to end on H5, in zh-MO, zh-CN and en-US: register by phone, edit the profile,
 * log out; create an email account, activate it through the mailed link, log in by email and change
 * the password (in the languages whose shop config offers email login); switch language.
 *
 * The server runs in this process (startServer from server/src/server.ts) so the test can read the
 * sandbox SMS and email outboxes, which are in memory and never logged outside development: no
 * test-only endpoint, no backdoor in the product. Server modules are imported by computed path so the
 * app's type-check (tsconfig.json excludes server/) does not pull the server's sources in.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { MOBILE, shot, visiblePage, confirmDialog, fillField } from './harness'
import { useInProcessStorefront } from './in-process'

const LANGS = [
  {
    query: 'zh-MO',
    tag: 'zh-MO',
    area: '853',
    phone: '66012345',
    email: true,
    next: 'en-US',
    words: { hello: '你好', logout: '登出', checkEmail: '請查收電郵', activated: '已啟用', mine: '我的', phoneFirst: '請先輸入手機號碼', triesLeft: '驗證碼錯誤，還可嘗試2次' },
  },
  {
    query: 'zh',
    tag: 'zh-CN',
    area: '86',
    phone: '13900000123',
    // The demo shop offers only phone login in zh-CN: the email pages are not linked there.
    email: false,
    next: 'zh-MO',
    words: { hello: '你好', logout: '退出登录', checkEmail: '请查收邮件', activated: '已激活', mine: '我的', phoneFirst: '请先输入手机号', triesLeft: '验证码错误，还可尝试2次' },
  },
  {
    query: 'en',
    tag: 'en-US',
    area: '852',
    phone: '91234567',
    email: true,
    next: 'zh-MO',
    words: { hello: 'Hi', logout: 'Log out', checkEmail: 'Check your email', activated: 'is activated', mine: 'Mine', phoneFirst: 'Enter your phone number first', triesLeft: 'Wrong code. Tries left: 2' },
  },
] as const

type Lang = (typeof LANGS)[number]

const sf = useInProcessStorefront('account')

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`))
  return page
}

async function expectMine(page: Page, lang: Lang, loggedIn: boolean): Promise<void> {
  await page.goto(`${sf.url}/mine?lang=${lang.query}`)
  const head = visiblePage(page, 'mine').getByTestId('mine-head')
  await page.waitForFunction(
    (want) => document.querySelector('.taro_page:not([style*="display: none"]) [data-testid="mine-head"]')?.getAttribute('data-logged-in') === want,
    loggedIn ? '1' : '0',
  )
  if (loggedIn) assert.match(await head.innerText(), new RegExp(lang.words.hello))
}

async function logoutFromMine(page: Page, lang: Lang, step: string): Promise<void> {
  await expectMine(page, lang, true)
  await visiblePage(page, 'mine').getByTestId('mine-logout').click()
  await confirmDialog(page)
  await page.waitForFunction(() => document.querySelector('[data-testid="mine-head"]')?.getAttribute('data-logged-in') === '0')
  await shot(page, `account-${lang.tag}-${step}-logged-out`)
}

/** Where onLoginSuccess leaves the buyer when login was the first page: home. */
async function waitHome(page: Page): Promise<void> {
  await visiblePage(page, 'home').waitFor({ timeout: 15_000 })
}

for (const lang of LANGS) {
  describe(`account screens in ${lang.tag}`, () => {
    let context: BrowserContext
    let page: Page
    const email = `buyer.${lang.tag.toLowerCase()}@example.com`
    const password = 'Tickets2025!'
    const newPassword = 'Stage#Door42'

    before(async () => {
      context = await sf.browser.newContext({ viewport: MOBILE })
      page = await newPage(context)
    })
    after(async () => {
      await context?.close()
    })

    it('registers by phone with an SMS code', async () => {
      await page.goto(`${sf.url}/login?lang=${lang.query}`)
      const login = visiblePage(page, 'login')
      await login.waitFor()
      await login.locator(`.country-codes__item[data-code="${lang.area}"]`).click()
      const codeButton = login.getByTestId('code-button')
      // Issue 13: "Get code" with no phone says what is missing, under the phone field. The button is
      // aria-disabled (it sends nothing), so the tap is forced: a finger lands on it all the same.
      await codeButton.click({ force: true })
      const phoneError = login.locator('[data-testid="phone"] .form-field__error')
      await phoneError.waitFor()
      assert.equal((await phoneError.innerText()).trim(), lang.words.phoneFirst)
      assert.equal(sf.sms.last(lang.area, lang.phone), undefined, 'nothing was sent')
      await shot(page, `account-${lang.tag}-0-get-code-no-phone`)
      await fillField(page, 'login', 'phone', lang.phone)
      assert.equal(await phoneError.count(), 0, 'the hint goes once the number is good')
      await codeButton.click()
      await page.waitForFunction(() => document.querySelector('[data-testid="code-button"]')?.getAttribute('data-phase') === 'countdown')
      const code = sf.sms.last(lang.area, lang.phone)?.code
      assert.ok(code && /^\d{6}$/.test(code), 'the sandbox received a six-digit code')
      await login.getByTestId('agreement').locator('.agreement__box').click()
      // Three wrong codes: the third answer, kept under the code field, says two tries are left.
      const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10))
      const codeError = login.locator('[data-testid="code"] .form-field__error')
      for (let i = 0; i < 3; i++) {
        await fillField(page, 'login', 'code', wrong)
        const answered = page.waitForResponse((r) => r.url().includes('/login_or_register'))
        await login.getByTestId('login-submit').click()
        await answered
        await codeError.waitFor()
      }
      await login.locator('[data-testid="code"] .form-field__error', { hasText: lang.words.triesLeft }).waitFor()
      await shot(page, `account-${lang.tag}-1a-wrong-codes`)
      await fillField(page, 'login', 'code', code)
      assert.equal(await codeError.count(), 0, 'typing a new code clears the hint')
      await shot(page, `account-${lang.tag}-1-phone-login`)
      await login.getByTestId('login-submit').click()
      await waitHome(page)
      await expectMine(page, lang, true)
      assert.match(await visiblePage(page, 'mine').getByTestId('mine-login-label').innerText(), new RegExp(`\\+${lang.area}`))
      await shot(page, `account-${lang.tag}-2-mine`)
    })

    it('edits the profile', async () => {
      await page.goto(`${sf.url}/member-profile?lang=${lang.query}`)
      const profile = visiblePage(page, 'memberProfile')
      await profile.getByTestId('nickname').waitFor()
      const nickname = `Fan ${lang.tag}`
      await fillField(page, 'memberProfile', 'nickname', nickname)
      await profile.locator('[data-testid="sex"] [data-value="WOMAN"]').click()
      await profile.getByTestId('profile-save').click()
      await page.getByTestId('toast').waitFor()
      await shot(page, `account-${lang.tag}-3-profile`)
      await expectMine(page, lang, true)
      await page.waitForFunction((n) => document.querySelector('[data-testid="mine-account"]')?.textContent?.includes(n), nickname)
    })

    it('logs out from the mine tab', async () => {
      await logoutFromMine(page, lang, '4')
    })

    if (lang.email) {
      it('creates an email account, activates it from the mailed link and logs in by email', async () => {
        await page.goto(`${sf.url}/login-email?lang=${lang.query}`)
        await visiblePage(page, 'loginEmail').getByTestId('to-create-account').click()
        const create = visiblePage(page, 'createAccount')
        await create.waitFor()
        await fillField(page, 'createAccount', 'email', email)
        await fillField(page, 'createAccount', 'nickname', `Mail ${lang.tag}`)
        await fillField(page, 'createAccount', 'password', 'short')
        assert.equal(await create.locator('[data-rule="length"]').getAttribute('data-ok'), '0')
        await fillField(page, 'createAccount', 'password', password)
        assert.equal(await create.locator('[data-rule="length"]').getAttribute('data-ok'), '1')
        assert.equal(await create.locator('[data-rule="classes"]').getAttribute('data-ok'), '1')
        await fillField(page, 'createAccount', 'confirm-password', password)
        await create.getByTestId('agreement').locator('.agreement__box').click()
        await shot(page, `account-${lang.tag}-5-create-account`)
        await create.getByTestId('create-submit').click()
        const check = visiblePage(page, 'checkEmail')
        await check.waitFor()
        assert.match(await check.innerText(), new RegExp(lang.words.checkEmail))
        await shot(page, `account-${lang.tag}-6-check-email`)

        const message = sf.mail.last(email)
        assert.equal(message?.kind, 'ACTIVATE')
        const link = new URL(message?.link ?? '', sf.url)
        await page.goto(`${sf.url}/activate-email?token=${encodeURIComponent(link.searchParams.get('token') ?? '')}&lang=${lang.query}`)
        const activate = visiblePage(page, 'activateEmail')
        await page.waitForFunction(() => document.querySelector('[data-testid="activate-state"]')?.getAttribute('data-state') !== 'working')
        assert.equal(await activate.getByTestId('activate-state').getAttribute('data-state'), 'done')
        assert.match(await activate.innerText(), new RegExp(lang.words.activated))
        await shot(page, `account-${lang.tag}-7-activated`)

        await activate.getByTestId('activate-to-login').click()
        const login = visiblePage(page, 'loginEmail')
        await login.waitFor()
        await fillField(page, 'loginEmail', 'email', email)
        await fillField(page, 'loginEmail', 'password', password)
        await login.getByTestId('login-submit').click()
        await waitHome(page)
        await expectMine(page, lang, true)
        assert.match(await visiblePage(page, 'mine').getByTestId('mine-login-label').innerText(), new RegExp(email.replace(/\./g, '\\.')))
        await shot(page, `account-${lang.tag}-8-email-mine`)
      })

      it('changes the password, which then logs in', async () => {
        await page.goto(`${sf.url}/change-password?lang=${lang.query}`)
        const change = visiblePage(page, 'changePassword')
        await change.waitFor()
        await fillField(page, 'changePassword', 'old-password', password)
        await fillField(page, 'changePassword', 'new-password', newPassword)
        await fillField(page, 'changePassword', 'confirm-password', newPassword)
        await shot(page, `account-${lang.tag}-9-change-password`)
        await change.getByTestId('change-password-submit').click()
        await page.getByTestId('toast').waitFor()
        await logoutFromMine(page, lang, '10')
        await page.goto(`${sf.url}/login-email?lang=${lang.query}`)
        const login = visiblePage(page, 'loginEmail')
        await fillField(page, 'loginEmail', 'email', email)
        await fillField(page, 'loginEmail', 'password', newPassword)
        await login.getByTestId('login-submit').click()
        await waitHome(page)
        await expectMine(page, lang, true)
      })
    }

    it('switches language from the language page', async () => {
      await page.goto(`${sf.url}/language?lang=${lang.query}`)
      const languages = visiblePage(page, 'language')
      await languages.getByTestId('languages').waitFor()
      await shot(page, `account-${lang.tag}-11-language`)
      await languages.locator(`[data-lang="${lang.next}"]`).click()
      await page.waitForFunction(
        (next) => document.querySelector('.taro_page:not([style*="display: none"]) [data-page="language"]')?.getAttribute('data-lang') === next,
        lang.next,
      )
      assert.equal(await languages.locator(`[data-lang="${lang.next}"]`).getAttribute('data-on'), '1')
      await shot(page, `account-${lang.tag}-12-language-switched`)
    })
  })
}

describe('language and login method (spec accounts §4)', () => {
  it('logs an email buyer out when the chosen language offers no email login', async () => {
    const context = await sf.browser.newContext({ viewport: MOBILE })
    const page = await newPage(context)
    await page.goto(`${sf.url}/login-email?lang=en`)
    const login = visiblePage(page, 'loginEmail')
    await fillField(page, 'loginEmail', 'email', 'buyer.en-us@example.com')
    await fillField(page, 'loginEmail', 'password', 'Stage#Door42')
    await login.getByTestId('login-submit').click()
    await waitHome(page)
    await page.goto(`${sf.url}/language?lang=en`)
    await visiblePage(page, 'language').locator('[data-lang="zh-CN"]').click()
    await page.getByTestId('dialog').waitFor()
    await shot(page, 'account-zh-CN-13-method-warning')
    await confirmDialog(page)
    await visiblePage(page, 'login').waitFor()
    await expectMine(page, LANGS[1], false)
    await context.close()
  })
})
