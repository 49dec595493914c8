/**
 * E2E harness: the real storefront server (API + the H5 build) on a free port with a fresh embedded
 * database, and Debian's headless Chromium driven by playwright-core. Screenshots go to test/artifacts/.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { after, before } from 'node:test'
import assert from 'node:assert/strict'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { freshDataDir } from './seeded-template'

export const ROOT = path.resolve(__dirname, '..', '..')
export const ARTIFACTS = path.join(ROOT, 'test', 'artifacts')
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const MOBILE = { width: 375, height: 812 }
export const DESKTOP = { width: 1280, height: 860 }

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

export interface RunningServer {
  url: string
  stop(): Promise<void>
}

/** Starts `server/src/main.ts` as a child process and waits until /api/health answers. */
export async function startServer(): Promise<RunningServer> {
  const h5Dir = process.env.H5_DIR ? path.resolve(process.env.H5_DIR) : path.join(ROOT, 'dist', 'h5')
  if (!fs.existsSync(path.join(h5Dir, 'index.html'))) {
    throw new Error(`${h5Dir} is missing: run \`npm run build:h5\` first`)
  }
  const port = await freePort()
  const dataDir = freshDataDir('child')
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NO_QR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const url = `http://127.0.0.1:${port}`
  // A minute was not always enough on a CI machine loaded by the other lane (tsx compiling the server).
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 180 s:\n${output}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

/**
 * Pages slide in on H5 (TOOLCHAIN.md): a screenshot waits until no finite animation or transition is
 * running and every image has loaded, instead of a fixed 800 ms per picture (hundreds of pictures per
 * suite run). It gives up waiting after 1.5 s (the picture is then taken as it is).
 */
export async function shot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  // A transition started by the tap just before may not have begun in the last frame: one frame first.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) &&
        Array.from(document.images).every((img) => img.complete),
      undefined,
      { timeout: 1500, polling: 50 },
    )
    .catch(() => undefined)
  const file = path.join(ARTIFACTS, `${name}.png`)
  await page.screenshot({ path: file })
  return file
}

/** The visible page root that PageShell marks with data-page. */
export function visiblePage(page: Page, name: string) {
  return page.locator(`.taro_page:not([style*="display: none"]) [data-page="${name}"]`).first()
}

export interface PageOptions {
  /**
   * Console errors the test provokes on purpose, each matched narrowly (e.g. the browser's own line
   * for a request the test has the server refuse). Anything else logged as an error fails the test.
   */
  allowConsoleErrors?: RegExp[]
}

/**
 * A fresh browser context and page at `viewport` (phone width by default). Any page error fails the
 * test. Console errors are collected and closing the context fails on any (no page may log one in
 * normal use; the renderer's "insertBefore" error was one, issue 13): a failure thrown from the
 * browser's event would surface after the test, in whatever hook runs then.
 */
export async function openPage(browser: Browser, viewport: { width: number; height: number } = MOBILE, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`))
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() !== 'error') return
    const text = m.text()
    if (!options.allowConsoleErrors?.some((allowed) => allowed.test(text))) errors.push(`${page.url()}: ${text}`)
  })
  const close = context.close.bind(context)
  context.close = async (...args: Parameters<BrowserContext['close']>) => {
    await close(...args)
    assert.deepEqual(errors, [], 'no console error')
  }
  return { context, page }
}

/** An API call through the app's own request module (`?debug=1` exposes it), with the buyer's session. */
export async function apiCall<T>(page: Page, url: string, method: 'GET' | 'POST' = 'GET', data?: unknown): Promise<T> {
  return page.evaluate(
    ({ url, method, data }) => {
      const sf = (window as unknown as { __storefront: { request(o: object): Promise<unknown> } }).__storefront
      return sf.request({ url, method, data, extras: { silent: true } })
    },
    { url, method, data },
  ) as Promise<T>
}

/** The input inside a form field (data-testid) of a named page. */
export const fieldInput = (page: Page, name: string, testId: string) => visiblePage(page, name).locator(`[data-testid="${testId}"] input`)

/** Type into a form field of a named page as a buyer does (focus, then fill). */
export async function fillField(page: Page, name: string, testId: string, value: string): Promise<void> {
  const box = fieldInput(page, name, testId)
  await box.click()
  await box.fill(value)
}

/** Press the confirm button of the open dialog. */
export async function confirmDialog(page: Page): Promise<void> {
  await page.getByTestId('dialog').locator('.dlg__btn[data-value="confirm"]').first().click()
}

export interface Storefront {
  server: RunningServer
  browser: Browser
}

/**
 * One server and one browser for the test file: starts them before its first test and stops them
 * after its last. Read `.server` / `.browser` inside tests (they are set once `before` ran).
 */
export function useStorefront(): Storefront {
  const ctx = {} as Storefront
  before(async () => {
    ctx.server = await startServer()
    ctx.browser = await launchBrowser()
  })
  after(async () => {
    await ctx.browser?.close()
    await ctx.server?.stop()
  })
  return ctx
}
