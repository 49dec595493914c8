#!/usr/bin/env node
/**
 * Package-size report (`npm run size`): per mini-program target the main package and each
 * subpackage, per H5 the first-screen JavaScript (bytes and gzip). Fails when a package passes
 * 2 MB or a whole mini-program passes 20 MB (the platforms' limits), and prints the headroom.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
// Tests point this at a fabricated dist/ to check the limits.
const DIST = process.env.SIZE_DIST_DIR || path.join(ROOT, 'dist')
const PACKAGE_LIMIT = 2 * 1024 * 1024
const TOTAL_LIMIT = 20 * 1024 * 1024
const MINI_TARGETS = ['weapp', 'alipay', 'tt']

const kb = (n) => `${(n / 1024).toFixed(1)} KB`

function dirSize(dir) {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    total += entry.isDirectory() ? dirSize(p) : fs.statSync(p).size
  }
  return total
}

/** Mini-program packages: subpackages are dist/<t>/packages/<name>; the rest is the main package. */
export function miniSizes(dist) {
  const pkgRoot = path.join(dist, 'packages')
  const subs = fs.existsSync(pkgRoot)
    ? fs.readdirSync(pkgRoot, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : []
  const subSizes = Object.fromEntries(subs.map((s) => [s, dirSize(path.join(pkgRoot, s))]))
  const total = dirSize(dist) - sizeOfIgnored(dist)
  const main = total - Object.values(subSizes).reduce((a, b) => a + b, 0)
  return { main, subs: subSizes, total }
}

// Project config files are not uploaded as package code.
function sizeOfIgnored(dist) {
  return ['project.config.json', 'project.private.config.json', 'mini.project.json', 'project.tt.json']
    .map((f) => path.join(dist, f))
    .filter((f) => fs.existsSync(f))
    .reduce((a, f) => a + fs.statSync(f).size, 0)
}

/** H5 first screen: the scripts index.html loads plus the entry page's own chunk. */
export function h5FirstScreen(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1].replace(/^\//, ''))
  const jsDir = path.join(dist, 'js')
  const entryChunks = fs.existsSync(path.join(jsDir, 'pages', 'list'))
    ? fs.readdirSync(path.join(jsDir, 'pages', 'list')).filter((f) => f.endsWith('.js')).map((f) => `js/pages/list/${f}`)
    : []
  const files = [...new Set([...scripts, ...entryChunks])].filter((f) => fs.existsSync(path.join(dist, f)))
  let bytes = 0
  let gzip = 0
  for (const f of files) {
    const buf = fs.readFileSync(path.join(dist, f))
    bytes += buf.length
    gzip += zlib.gzipSync(buf, { level: 9 }).length
  }
  return { files, bytes, gzip }
}

function main() {
  const targets = process.argv.slice(2).length ? process.argv.slice(2) : [...MINI_TARGETS, 'h5']
  const problems = []
  for (const target of targets) {
    const dist = path.join(DIST, target)
    if (!fs.existsSync(dist)) {
      problems.push(`${target}: not built (run npm run build:${target})`)
      continue
    }
    if (target === 'h5') {
      const h5 = h5FirstScreen(dist)
      console.log(`h5     first-screen JS ${kb(h5.bytes)} (gzip ${kb(h5.gzip)}) in ${h5.files.length} files`)
      continue
    }
    const s = miniSizes(dist)
    console.log(`${target.padEnd(6)} whole ${kb(s.total).padStart(10)}  limit 20 MB, headroom ${kb(TOTAL_LIMIT - s.total)}`)
    const rows = [['main', s.main], ...Object.entries(s.subs)]
    for (const [name, size] of rows) {
      console.log(`       ${name.padEnd(8)} ${kb(size).padStart(10)}  limit 2 MB, headroom ${kb(PACKAGE_LIMIT - size)}`)
      if (size > PACKAGE_LIMIT) problems.push(`${target} ${name}: ${kb(size)} is over 2 MB by ${kb(size - PACKAGE_LIMIT)}`)
    }
    if (s.total > TOTAL_LIMIT) problems.push(`${target}: ${kb(s.total)} is over 20 MB`)
  }
  for (const p of problems) console.error(`size: ${p}`)
  process.exit(problems.length ? 1 : 0)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
