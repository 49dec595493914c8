/**
 * Host rules over the mini-program builds (dist/weapp, dist/alipay, dist/tt): what the real WeChat,
 * Alipay and Douyin hosts refuse although the simulator and jsdom allow it (TOOLCHAIN "Real
 * mini-program hosts"). Run by `npm test` after the builds, which are release builds (RELEASE=1);
 * RELEASE unset checks a development build and only warns about its local API.
 *   node --test test/hosts/host-rules.test.mjs     (WEAPP_DIR / ALIPAY_DIR / TT_DIR: other builds)
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import * as acorn from 'acorn'
import * as walk from 'acorn-walk'
import * as eslintScope from 'eslint-scope'
import { Parser } from 'htmlparser2'
import { HOST_OBJECT, DOCUMENTED_EXTRA, TARO_OWN, TARO_RUNTIME_PROBES, WEAPP_PRIVATE_INFO_APIS, hostApis, taroAliases } from './host-apis.mjs'
import { hostCallsOf } from './source-calls.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const RELEASE = process.env.RELEASE === '1' || process.env.RELEASE === 'true'
const DIRS = {
  weapp: process.env.WEAPP_DIR || path.join(ROOT, 'dist/weapp'),
  alipay: process.env.ALIPAY_DIR || path.join(ROOT, 'dist/alipay'),
  tt: process.env.TT_DIR || path.join(ROOT, 'dist/tt'),
}
const TEMPLATE_EXT = { weapp: '.wxml', alipay: '.axml', tt: '.ttml' }
const PROJECT_FILE = { weapp: 'project.config.json', alipay: 'mini.project.json', tt: 'project.config.json' }
/** The hosts' JavaScript engines: the build must not hand them syntax newer than this. */
const ECMA_VERSION = 2017

function filesUnder(dir, ext) {
  const out = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...filesUnder(full, ext))
    else if (entry.name.endsWith(ext)) out.push(full)
  }
  return out
}

const rel = (dir, file) => path.relative(dir, file)

/** Parses every script once per target. */
function scriptsOf(dir) {
  return filesUnder(dir, '.js').map((file) => {
    const code = fs.readFileSync(file, 'utf8')
    let ast = null
    let error = null
    try {
      ast = acorn.parse(code, { ecmaVersion: ECMA_VERSION, sourceType: 'script', allowHashBang: false, ranges: true })
    } catch (e) {
      error = e.message
    }
    return { file, code, ast, error }
  })
}

/**
 * The identifier nodes that name a host global: references no scope of the script resolves, and no
 * top-level declaration names either (the hosts run each file inside a function). A minifier reuses
 * short names, so `tt.NONE` may be a local (MobX's enum) rather than the Douyin host object.
 */
function freeIdentifiers(ast) {
  const { globalScope } = eslintScope.analyze(ast, { ecmaVersion: ECMA_VERSION, sourceType: 'script' })
  const declared = new Set(globalScope.variables.filter((v) => v.defs.length > 0).map((v) => v.name))
  return new Set(globalScope.through.filter((ref) => !declared.has(ref.identifier.name)).map((ref) => ref.identifier))
}

/** Findings of the AST rules in one script. */
export function scriptFindings(ast, target) {
  const found = []
  const hostName = HOST_OBJECT[target]
  const free = freeIdentifiers(ast)
  walk.full(ast, (node) => {
    if (node.type === 'MemberExpression') {
      const obj = node.object
      if (obj.type === 'Identifier' && !free.has(obj)) return
      const prop = node.computed ? (node.property.type === 'Literal' ? String(node.property.value) : null) : node.property.name
      if (obj.type === 'Identifier' && (obj.name === 'globalThis' || obj.name === 'global')) {
        found.push({ rule: 'no-global-object', at: node.start, text: `${obj.name}.${prop ?? '[…]'}` })
      }
      const isCrypto = (o) => (o.type === 'Identifier' && (o.name === 'crypto' || o.name === 'msCrypto')) || (o.type === 'MemberExpression' && !o.computed && o.property.name === 'crypto')
      if ((prop === 'getRandomValues' || prop === 'subtle' || prop === 'randomUUID') && isCrypto(obj)) {
        found.push({ rule: 'no-web-crypto', at: node.start, text: `crypto.${prop}` })
      }
      // webpack's chunk list (webpackJsonp) and Taro's own objects (taroEventCenter, ...) are kept on the
      // host object: data the bundle puts there, not host APIs.
      if (obj.type === 'Identifier' && obj.name === hostName && prop && !/^(webpackJsonp|taro[A-Z]\w*)$/.test(prop)) found.push({ rule: 'host-api', at: node.start, api: prop })
    }
    if ((node.type === 'CallExpression' || node.type === 'NewExpression') && node.callee.type === 'Identifier') {
      if (node.callee.name === 'eval') found.push({ rule: 'no-eval', at: node.start, text: 'eval(…)' })
      if (node.callee.name === 'Function') {
        // webpack's runtime guard `new Function("return this")()` sits in a try/catch and is tolerated.
        const guard = node.arguments.length === 1 && node.arguments[0].type === 'Literal' && node.arguments[0].value === 'return this'
        if (!guard) found.push({ rule: 'no-eval', at: node.start, text: 'new Function(…)' })
      }
    }
  })
  return found
}

/** Template well-formedness: tags close in order, every {{ }} holds a JavaScript expression. */
export function templateProblems(source) {
  const problems = []
  const stack = []
  const checkExpressions = (value, where) => {
    for (const m of value.matchAll(/\{\{([\s\S]*?)\}\}/g)) {
      const expr = m[1].trim()
      if (!expr) continue
      try {
        // Object shorthand `{{ a: 1 }}` (template data) is valid in templates: wrap it as an object.
        acorn.parseExpressionAt(/^[\w$]+\s*:|^\.\.\./.test(expr) ? `({${expr}})` : `(${expr})`, 0, { ecmaVersion: 2020 })
      } catch (e) {
        problems.push(`${where}: {{${expr.slice(0, 60)}}} ${e.message}`)
      }
    }
    if ((value.match(/\{\{/g) ?? []).length !== (value.match(/\}\}/g) ?? []).length) problems.push(`${where}: unbalanced {{ }}`)
  }
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        stack.push(name)
        for (const [k, v] of Object.entries(attrs)) checkExpressions(v, `<${name} ${k}>`)
      },
      ontext(text) {
        checkExpressions(text, 'text')
      },
      onclosetag(name) {
        const open = stack.pop()
        if (open !== name) problems.push(`</${name}> closes <${open}>`)
      },
    },
    { xmlMode: true, recognizeSelfClosing: true },
  )
  parser.write(source)
  parser.end()
  if (stack.length) problems.push(`unclosed: ${stack.join(' > ')}`)
  return problems
}

for (const target of ['weapp', 'alipay', 'tt']) {
  const dir = DIRS[target]
  const built = fs.existsSync(path.join(dir, 'app.js')) && fs.existsSync(path.join(dir, 'app.json'))
  describe(`${target} build (${rel(ROOT, dir)})`, { skip: built ? false : `no ${target} build` }, () => {
    const scripts = built ? scriptsOf(dir) : []
    const findings = scripts.flatMap((s) => (s.ast ? scriptFindings(s.ast, target).map((f) => ({ ...f, file: rel(dir, s.file) })) : []))
    const of = (rule) => findings.filter((f) => f.rule === rule)

    it(`every script parses as ES${ECMA_VERSION}`, () => {
      assert.deepEqual(scripts.filter((s) => s.error).map((s) => `${rel(dir, s.file)}: ${s.error}`), [])
    })

    it('reaches no host through globalThis/global (Alipay has neither)', () => {
      assert.deepEqual(of('no-global-object').map((f) => `${f.file}: ${f.text}`), [])
    })

    it('uses no Web Crypto (no host has it)', () => {
      assert.deepEqual(of('no-web-crypto').map((f) => `${f.file}: ${f.text}`), [])
    })

    it('has no eval or new Function (webpack\'s return-this guard excepted)', () => {
      assert.deepEqual(of('no-eval').map((f) => `${f.file}: ${f.text}`), [])
    })

    it(`calls only ${HOST_OBJECT[target]}. APIs the host documents (bare, in the bundle)`, () => {
      const apis = hostApis(target)
      const unknown = [...new Set(of('host-api').map((f) => f.api))].filter((api) => !apis.has(api) && !TARO_RUNTIME_PROBES[target].has(api))
      assert.deepEqual(unknown, [], `not documented for ${target}: ${unknown.join(', ')}`)
    })

    it('the app source calls only APIs this host documents (Taro.* mapped to the host, bare host calls)', () => {
      const apis = hostApis(target)
      const aliases = taroAliases(target)
      const calls = hostCallsOf(path.join(ROOT, 'src'), target)
      const bad = calls
        .filter((c) => c.via === 'foreign' || (c.via === 'taro' ? !TARO_OWN.has(c.api) && !/^use[A-Z]/.test(c.api) && !apis.has(aliases[c.api] ?? c.api) : !apis.has(c.api)))
        .map((c) => `${rel(ROOT, c.file)}:${c.line} ${c.via === 'foreign' ? `${c.host}.` : c.via === 'taro' ? 'Taro.' : `${HOST_OBJECT[target]}.`}${c.api}`)
      assert.deepEqual(bad, [])
    })

    it(`opens in its devtool: ${PROJECT_FILE[target]}${RELEASE && target !== 'alipay' ? ' with the domain check on' : ''}`, () => {
      const file = path.join(dir, PROJECT_FILE[target])
      assert.ok(fs.existsSync(file), `${PROJECT_FILE[target]} missing`)
      const project = JSON.parse(fs.readFileSync(file, 'utf8'))
      if (target === 'alipay') assert.equal(project.compileType, 'mini')
      else if (RELEASE) assert.equal(project.setting?.urlCheck, true, 'a release build keeps the domain check on')
    })

    it(RELEASE ? 'calls no local or plain-http API (release build)' : 'development build: a local API is allowed (warned)', (t) => {
      const local = scripts.filter((s) => /\bhttps?:\/\/(localhost|127\.0\.0\.1|0\.0\.0\.0)\b|\bhttp:\/\/[\w.-]+:\d+/.test(s.code)).map((s) => rel(dir, s.file))
      if (RELEASE) assert.deepEqual(local, [])
      else if (local.length) t.diagnostic(`development build calls a local API (${local.join(', ')}); build with RELEASE=1 to ship`)
    })

    it(`every ${TEMPLATE_EXT[target]} template is well formed`, () => {
      const problems = filesUnder(dir, TEMPLATE_EXT[target]).flatMap((file) => templateProblems(fs.readFileSync(file, 'utf8')).map((p) => `${rel(dir, file)}: ${p}`))
      assert.deepEqual(problems.slice(0, 20), [])
    })

    if (target === 'weapp') {
      it('declares exactly the private-info APIs it calls (requiredPrivateInfos)', () => {
        const declared = new Set(JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8')).requiredPrivateInfos ?? [])
        const called = new Set(hostCallsOf(path.join(ROOT, 'src'), 'weapp').map((c) => c.api).filter((api) => WEAPP_PRIVATE_INFO_APIS.has(api)))
        assert.deepEqual([...declared].sort(), [...called].sort())
      })
    }
  })
}

describe('the documented extras name their source', () => {
  it('every API added beyond a typings package cites the platform documentation', () => {
    for (const [target, extra] of Object.entries(DOCUMENTED_EXTRA)) for (const [api, doc] of Object.entries(extra)) assert.match(doc, /^https:\/\//, `${target}.${api}`)
  })
})

describe('the bundle rules themselves', () => {
  const findings = (code, target) => scriptFindings(acorn.parse(code, { ecmaVersion: ECMA_VERSION, sourceType: 'script', ranges: true }), target)

  it('flag the host object only where it is the global, not a minifier local of the same name', () => {
    const code = 'tt.requestOrder({});function f(){var tt={NONE:0};return tt.NONE}var my=1;my.toFixed();crypto.getRandomValues(new Uint8Array(1))'
    assert.deepEqual(findings(code, 'tt').filter((f) => f.rule === 'host-api').map((f) => f.api), ['requestOrder'])
    assert.deepEqual(findings(code, 'alipay').filter((f) => f.rule === 'host-api'), [], 'a top-level var my is declared, not the host')
    assert.deepEqual(findings(code, 'weapp').map((f) => f.rule), ['no-web-crypto'])
  })
})
