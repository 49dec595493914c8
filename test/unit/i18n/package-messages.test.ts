/**
 * Wording only one subpackage shows lives in src/i18n/messages/<package>/ and is registered by
 * src/packages/<package>/messages.ts, so it loads with that subpackage instead of the mini-program
 * main package (issue 16). A module that shows such wording imports the package's messages.ts itself:
 * wherever the module ends up (a subpackage, or the main package once a tab page uses it), its
 * wording comes along. A module that forgot would show raw keys; the first test finds it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { hasMessage, t } from '../../../src/i18n'
import { ROUTES, SUB_PACKAGES } from '../../../src/router/routes'

const ROOT = path.resolve(__dirname, '../../..')
const SRC = path.join(ROOT, 'src')
const MESSAGES_DIR = path.join(SRC, 'i18n/messages')

const packagesWithWording = fs
  .readdirSync(MESSAGES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Each key of a package dictionary, with its package (keys are the dictionaries' 2-space-indented entries). */
const packageOfKey = new Map<string, string>()
for (const pkg of packagesWithWording) {
  for (const file of fs.readdirSync(path.join(MESSAGES_DIR, pkg))) {
    const text = fs.readFileSync(path.join(MESSAGES_DIR, pkg, file), 'utf8')
    for (const match of text.matchAll(/^ {2}'([^']+)': /gm)) packageOfKey.set(match[1], pkg)
  }
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === path.join(SRC, 'i18n') ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Packages whose keys a module names: as a string literal, or as the fixed start of a built key (`orders.tab.${x}`). */
function packagesUsedBy(text: string): Set<string> {
  const used = new Set<string>()
  for (const [, literal] of text.matchAll(/['"`]([\w.]+)['"`]/g)) {
    const pkg = packageOfKey.get(literal)
    if (pkg) used.add(pkg)
  }
  for (const [, prefix] of text.matchAll(/[`'"]([\w.]+\.)(?:\$\{|['"]\s*\+)/g)) {
    // A page's title key built from a route name (`route.${name}`: the coming-soon page, the tab pages,
    // the route table) names the route of the page that shows it, whose package registered its wording.
    if (prefix === 'route.') continue
    for (const [key, pkg] of packageOfKey) if (key.startsWith(prefix)) used.add(pkg)
  }
  return used
}

describe('subpackage dictionaries', () => {
  it('are registered by every module that shows their wording', () => {
    expect(packageOfKey.size).toBeGreaterThan(0)
    const missing: string[] = []
    for (const file of sourceFiles(SRC)) {
      const text = fs.readFileSync(file, 'utf8')
      for (const pkg of packagesUsedBy(text)) {
        let spec = path.relative(path.dirname(file), path.join(SRC, 'packages', pkg, 'messages'))
        if (!spec.startsWith('.')) spec = `./${spec}`
        if (!text.split('\n').includes(`import '${spec}'`)) missing.push(`${path.relative(ROOT, file)} needs import '${spec}'`)
      }
    }
    expect(missing).toEqual([])
  })

  it("give every subpackage page its title: each route's title key lives in main or in its own package", () => {
    const misplaced: string[] = []
    for (const route of ROUTES) {
      const where = packageOfKey.get(`route.${route.name}`) ?? 'main'
      if (where !== 'main' && where !== route.pkg) misplaced.push(`route.${route.name} is in ${where}, the page is in ${route.pkg}`)
    }
    expect(misplaced).toEqual([])
    // The coming-soon pages show only their title, so nothing above makes them register the wording.
    const comingSoon = sourceFiles(path.join(SRC, 'packages')).filter((f) => fs.readFileSync(f, 'utf8').includes('components/coming-soon'))
    expect(comingSoon.length).toBeGreaterThan(0)
    for (const file of comingSoon) expect([path.relative(ROOT, file), fs.readFileSync(file, 'utf8').includes("import '../messages'")]).toEqual([path.relative(ROOT, file), true])
  })

  it('exist only for real subpackages, each with its registering messages.ts', () => {
    expect(packagesWithWording.length).toBeGreaterThan(0)
    for (const pkg of packagesWithWording) {
      expect(SUB_PACKAGES).toContain(pkg)
      expect(fs.existsSync(path.join(SRC, 'packages', pkg, 'messages.ts'))).toBe(true)
    }
  })

  it('load when the package registers them, not before', async () => {
    expect(hasMessage('tickets.detail.refreshCode')).toBe(false)
    expect(t('tickets.detail.refreshCode')).toBe('tickets.detail.refreshCode')
    await import('../../../src/packages/ticket/messages')
    expect(hasMessage('tickets.detail.refreshCode')).toBe(true)
    expect(t('tickets.detail.refreshCode', undefined, 'en-US')).toBe('Refresh code')
  })
})
