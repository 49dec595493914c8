/**
 * The host APIs the app's own source calls for a target: every `Taro.<name>` in src/ (Taro maps it to
 * the host API of that name, or its alias) and every bare `wx.` / `my.` / `tt.` member (only
 * src/platform/ may name one), in the files that target compiles — Taro picks `x.<target>.ts` over
 * `x.ts` and drops the other targets' files.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const TARGETS = ['weapp', 'alipay', 'tt', 'h5']

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full)
  }
  return out
}

/** Source files a target's build can include. */
export function filesOf(srcDir, target) {
  const all = walk(srcDir)
  const set = new Set(all)
  return all.filter((file) => {
    const m = file.match(/^(.*)\.(weapp|alipay|tt|h5)\.(tsx?)$/)
    if (m) return m[2] === target
    const base = file.replace(/\.(tsx?)$/, '')
    return !['ts', 'tsx'].some((ext) => set.has(`${base}.${target}.${ext}`))
  })
}

/** [{ api, via: 'taro' | 'host', file, line }] */
export function hostCallsOf(srcDir, target) {
  const hostName = { weapp: 'wx', alipay: 'my', tt: 'tt' }[target]
  const calls = []
  for (const file of filesOf(srcDir, target)) {
    const text = fs.readFileSync(file, 'utf8')
    if (!/\bTaro\b|\b(wx|my|tt)\./.test(text)) continue
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
    const visit = (node) => {
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const obj = node.expression.text
        const api = node.name.text
        const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1
        if (obj === 'Taro') calls.push({ api, via: 'taro', file, line })
        else if (obj === hostName) calls.push({ api, via: 'host', file, line })
        else if (['wx', 'my', 'tt'].includes(obj) && obj !== hostName) calls.push({ api, via: 'foreign', host: obj, file, line })
      }
      ts.forEachChild(node, visit)
    }
    visit(sf)
  }
  return calls
}

export { TARGETS }
