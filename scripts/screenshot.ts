/**
 * Dev tool: screenshot one URL of a running storefront in headless Chromium.
 *   npx tsx scripts/screenshot.ts <url> <out.png> [width] [height]
 * Prints the page's console errors, so a blank screen explains itself.
 */
import { launchBrowser } from '../test/e2e/harness'

const [url, out, width, height] = process.argv.slice(2)
if (!url || !out) {
  console.error('usage: npx tsx scripts/screenshot.ts <url> <out.png> [width] [height]')
  process.exit(2)
}

void (async () => {
  const browser = await launchBrowser()
  const page = await browser.newPage({ viewport: { width: Number(width || 375), height: Number(height || 812) } })
  page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()))
  page.on('pageerror', (e) => console.log('page error:', e.message))
  await page.goto(url)
  await page.waitForTimeout(2500)
  await page.screenshot({ path: out })
  console.log(`${page.url()} → ${out}`)
  await browser.close()
})()
