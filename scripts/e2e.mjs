#!/usr/bin/env node
/**
 * `npm run e2e`: the H5 end-to-end suites (test/e2e/*.test.ts, or the files named) in headless
 * Debian Chromium against the real server. Builds dist/h5 first when it is missing.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pinDemoAnchor } from './demo-anchor.mjs'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
pinDemoAnchor()
const dir = path.join(ROOT, 'test', 'e2e')

// H5_DIR: e2e against another build (made with TARO_OUTPUT_ROOT); only the default folder is built here.
if (!process.env.H5_DIR && !fs.existsSync(path.join(ROOT, 'dist', 'h5', 'index.html'))) {
  const build = spawnSync('npx', ['taro', 'build', '--type', 'h5'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
// One migrated + seeded database for the run; every suite starts from a copy (test/e2e/seeded-template.ts).
const template = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-template-'))
const made = spawnSync(process.execPath, ['--import', 'tsx', 'test/e2e/seeded-template.ts', template], { cwd: ROOT, stdio: 'inherit' })
if (made.status !== 0) process.exit(made.status ?? 1)
const named = process.argv.slice(2)
// Largest files first: they run longest, and two lanes finish together instead of one waiting on a
// long file started last (the size of a file is a fair guess of its run time, and needs no record).
const bySizeDesc = (a, b) => fs.statSync(path.join(ROOT, b)).size - fs.statSync(path.join(ROOT, a)).size || a.localeCompare(b)
const files = named.length
  ? named
  : fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => path.join('test', 'e2e', f))
      .sort(bySizeDesc)
// A file whose tests are done ends even if a handle stays open, and a file that stops moving (a hook
// waiting on a browser that is gone: seen once on a loaded CI machine) fails after 25 minutes instead
// of holding the whole run; the largest file takes about five.
const res = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-force-exit', `--test-timeout=${25 * 60_000}`, `--test-concurrency=${process.env.E2E_CONCURRENCY || 2}`, ...files], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, E2E_TEMPLATE_DIR: template } })
fs.rmSync(template, { recursive: true, force: true })
process.exit(res.status ?? 1)
