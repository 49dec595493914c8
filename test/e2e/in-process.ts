/**
 * E2E suites that need the server's insides (the sandbox SMS outbox) run the storefront in this process
 * on a fresh embedded database, with Debian's Chromium: `useInProcessStorefront()` registers the
 * before/after hooks, `loginByPhone()` logs a buyer in with the code the sandbox received. Set H5_DIR to
 * test another build folder (made with TARO_OUTPUT_ROOT).
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before } from 'node:test'
import { pathToFileURL } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { ROOT, launchBrowser, visiblePage } from './harness'
import { freshDataDir } from './seeded-template'

export interface SmsMessage {
  code?: string
}
export interface SmsOutbox {
  last(countryCode: string, cellphone: string): SmsMessage | undefined
}
/** The sandbox email sender's outbox (account links); its shape as account.test.ts reads it. */
export interface EmailOutbox {
  last(to: string): { link?: string; kind: string } | undefined
}
interface InProcessServer {
  localUrl: string
  db: { db: { execute(query: unknown): Promise<unknown> } }
  close(): Promise<void>
}

export interface InProcessStorefront {
  /** The server's base URL. */
  readonly url: string
  readonly browser: Browser
  readonly sms: SmsOutbox
  readonly mail: EmailOutbox
  /** Resolves once the server and the browser are up (for a suite's own setup hooks). */
  readonly started: Promise<void>
  /**
   * Runs a statement on the suite's own database, for a fixture the demo data cannot give whatever
   * the date (e.g. a sale that is still ahead): sf.sql`update ... where show_id = ${id}`.
   */
  sql(strings: TemplateStringsArray, ...values: unknown[]): Promise<void>
}

export interface PhoneBuyer {
  /** The ?lang= value of the login page. */
  query: string
  area: string
  phone: string
}

/** A server module loaded in this process (the sandboxes are process-wide singletons). */
export const serverModule = <T>(rel: string): Promise<T> => import(pathToFileURL(path.join(ROOT, 'server', 'src', rel)).href) as Promise<T>
export const H5_DIR = process.env.H5_DIR ? path.resolve(ROOT, process.env.H5_DIR) : path.join(ROOT, 'dist', 'h5')

export function useInProcessStorefront(name: string): InProcessStorefront {
  let server: InProcessServer | undefined
  let browser: Browser | undefined
  let sms: SmsOutbox | undefined
  let mail: EmailOutbox | undefined
  let dataDir = ''
  let markStarted: (failure?: unknown) => void = () => undefined
  const started = new Promise<void>((resolve, reject) => (markStarted = (failure) => (failure ? reject(failure) : resolve())))
  started.catch(() => undefined) // reported by the hook itself
  before(async () => {
    try {
      await start()
      markStarted()
    } catch (err) {
      markStarted(err)
      throw err
    }
  })
  async function start(): Promise<void> {
    if (!fs.existsSync(path.join(H5_DIR, 'index.html'))) throw new Error(`${H5_DIR} is missing: run \`npm run build:h5\` first`)
    dataDir = freshDataDir(name)
    const { startServer } = await serverModule<{ startServer(o: object): Promise<InProcessServer> }>('server.ts')
    sms = (await serverModule<{ sandboxSms: SmsOutbox }>('modules/accounts/sms/sender.ts')).sandboxSms
    mail = (await serverModule<{ sandboxEmail: EmailOutbox }>('modules/accounts/email/sender.ts')).sandboxEmail
    server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: undefined, h5Dir: H5_DIR, logger: false })
    browser = await launchBrowser()
  }
  after(async () => {
    await browser?.close()
    await server?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready (used outside a test?)`)
    return value
  }
  return {
    started,
    get url() {
      return ready(server, 'server').localUrl
    },
    get browser() {
      return ready(browser, 'browser')
    },
    get sms() {
      return ready(sms, 'sms outbox')
    },
    get mail() {
      return ready(mail, 'email outbox')
    },
    async sql(strings, ...values) {
      // drizzle-orm as the server loads it (its ES module build), so the server's db accepts the query.
      const { sql } = await import('drizzle-orm')
      await ready(server, 'server').db.db.execute(sql(strings, ...values))
    },
  }
}

/** A new code for the phone since `previous` (the outbox keeps every message; codes may repeat). */
export async function nextCode(sms: SmsOutbox, buyer: PhoneBuyer, previous: SmsMessage | undefined): Promise<string> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const last = sms.last(buyer.area, buyer.phone)
    if (last && last !== previous && last.code) return last.code
    if (Date.now() > deadline) throw new Error('no SMS code arrived')
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Log in on /login by phone and code (registering on first use); ends on the home page. */
export async function loginByPhone(page: Page, sf: InProcessStorefront, buyer: PhoneBuyer, opts: { debug?: boolean } = {}): Promise<void> {
  await page.goto(`${sf.url}/login?lang=${buyer.query}${opts.debug ? '&debug=1' : ''}`)
  await submitPhoneLogin(page, sf, buyer)
  await visiblePage(page, 'home').waitFor({ timeout: 15_000 })
}

/** Fill and submit the phone login page on screen (however it was opened) with the code the sandbox received. */
export async function submitPhoneLogin(page: Page, sf: InProcessStorefront, buyer: PhoneBuyer): Promise<void> {
  const form = visiblePage(page, 'login')
  await form.waitFor()
  const phone = form.locator('[data-testid="phone"] input')
  await phone.waitFor()
  // A shop with one login area (the mainland demo shop: +86) shows it fixed, with no list to pick from.
  const area = form.locator(`.country-codes__item[data-code="${buyer.area}"]`)
  if (await area.count()) await area.click()
  await phone.click()
  await phone.fill(buyer.phone)
  const previous = sf.sms.last(buyer.area, buyer.phone)
  await form.getByTestId('code-button').click()
  const code = await nextCode(sf.sms, buyer, previous)
  assert.match(code, /^\d{6}$/)
  const box = form.locator('[data-testid="code"] input')
  await box.click()
  await box.fill(code)
  await form.getByTestId('agreement').locator('.agreement__box').click()
  await form.getByTestId('login-submit').click()
}
