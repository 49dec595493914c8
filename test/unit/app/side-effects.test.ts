/**
 * package.json declares which app modules have side effects, so the build drops modules none of whose
 * exports are used (and the H5 component modules are one per component). A module that imports a
 * stylesheet has one: were it left out, a page importing a component through it would lose the
 * component's styles (a barrel like components/form/index.ts is skipped entirely). Every such module,
 * and the entry shim that rewrites the H5 address, must be covered.
 */
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../../..')
const patterns: string[] = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).sideEffects

/** webpack's rule: a pattern without '/' matches the file name, else the path from the package root. */
function covered(rel: string): boolean {
  return patterns.some((p) => {
    const source = p.replace(/^\.\//, '')
    const re = new RegExp(
      `^${source
        .split('**/')
        .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*$/, '\u0000').replace(/\*/g, '[^/]*').replace('\u0000', '.*'))
        .join('(?:.*/)?')}$`,
    )
    return source.includes('/') ? re.test(rel) : re.test(path.basename(rel))
  })
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? sources(p) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : []
  })
}

describe('package.json sideEffects', () => {
  it('covers every module that imports a stylesheet', () => {
    const importsCss = sources(path.join(ROOT, 'src'))
      .filter((f) => /^import ['"][^'"]+\.css['"]/m.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(ROOT, f))
    expect(importsCss.length).toBeGreaterThan(20)
    expect(importsCss.filter((f) => !covered(f))).toEqual([])
  })

  it('covers the app entry and the H5 address rewrite it imports for its effect', () => {
    for (const f of ['src/app.tsx', 'src/platform/entry.h5.ts', 'src/platform/entry.ts', 'src/components/form/index.ts']) expect({ f, covered: covered(f) }).toEqual({ f, covered: true })
    expect(covered('src/platform/components-h5/view.ts')).toBe(false)
    expect(covered('src/i18n/messages/orders.ts')).toBe(false)
  })
})
