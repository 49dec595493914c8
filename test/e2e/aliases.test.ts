/**
 * Every H5 path alias of spec core §2 opens its page when typed into the address bar: pages that
 * need login show the login page (remembering the target), the others show themselves.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { ROUTES, ROUTE_BY_NAME } from '../../src/router/routes'
import { MOBILE, useStorefront } from './harness'

const sf = useStorefront()

const sample = (alias: string) => alias.replace(/:(\w+)/g, (_m, name: string) => `${name}-42`)

/** The data-page value a route's screen renders: its own name when built, else its coming-soon page. */
const pageIdOf = (name: string) => (ROUTE_BY_NAME[name].built ? name : `coming-soon:${name}`)

/** Staff pages need the work-permit identity, not a buyer login: without it they show its own login page. */
const STAFF_LOGIN: Record<string, string> = { workPermitApply: 'workPermitLogin' }

it('opens every alias of the route table on its page', async () => {
  const cases = ROUTES.flatMap((route) => (route.alias ?? []).map((alias) => ({ route, url: sample(alias) })))
  const page = await sf.browser.newPage({ viewport: MOBILE })
  const failures: string[] = []
  for (const { route, url } of cases) {
    await page.goto(`${sf.server.url}${url}${url.includes('?') ? '&' : '?'}lang=en`)
    const expected = pageIdOf(STAFF_LOGIN[route.name] ?? (route.auth ? 'login' : route.name))
    try {
      await page.locator(`.taro_page:not([style*="display: none"]) [data-page="${expected}"]`).first().waitFor({ timeout: 5000 })
    } catch {
      const seen = await page.locator('[data-page]').evaluateAll((els) => els.map((e) => e.getAttribute('data-page')))
      failures.push(`${url} → expected ${expected}, saw ${seen.join(', ') || 'nothing'}`)
    }
  }
  await page.close()
  assert.deepEqual(failures, [], `${failures.length} of ${cases.length} aliases did not open their page`)
})
