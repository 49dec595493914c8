#!/usr/bin/env node
// Server integration tests: node's test runner through tsx over server/test/*.test.ts.
// Node 20's --test takes no globs, so the files are listed here. Extra args are passed to node --test
// (e.g. `node scripts/test-server.mjs --test-name-pattern=shop`); file arguments narrow the run.
// Every suite's database starts as a copy of one migrated and seeded template per run
// (server/test/db-template.ts), made here first and dropped at the end.
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { pinDemoAnchor } from './demo-anchor.mjs'

// Suites side by side: two cores, and much of a suite's time is spent waiting on PostgreSQL.
const CONCURRENCY = Number(process.env.SERVER_TEST_CONCURRENCY) || 2
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
pinDemoAnchor()
const testDir = path.join(root, 'server', 'test')
const args = process.argv.slice(2)
const fileArgs = args.filter((a) => a.endsWith('.test.ts'))
const flagArgs = args.filter((a) => !a.endsWith('.test.ts'))
const files = fileArgs.length
  ? fileArgs.map((f) => path.resolve(f))
  : readdirSync(testDir)
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => path.join(testDir, f))

if (files.length === 0) {
  console.error(`no test files in ${testDir}`)
  process.exit(1)
}

const templateScript = path.join(testDir, 'db-template.ts')
const made = spawnSync(process.execPath, ['--import', 'tsx', templateScript, 'make'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
if (made.status !== 0) {
  console.error('could not make the server test database templates')
  process.exit(made.status ?? 1)
}
const templates = JSON.parse(made.stdout.trim().split('\n').pop())
const dropTemplates = () =>
  spawnSync(process.execPath, ['--import', 'tsx', templateScript, 'drop', templates.adminUrl ?? '-', templates.pglite ?? '-', templates.postgres ?? '-'], {
    cwd: root,
    stdio: 'inherit',
  })

// A file whose tests are done ends even if something it opened stays open (a pool, a timer), and a
// file that stops moving fails after FILE_TIMEOUT_MS instead of holding the whole run: both were
// seen once on a CI machine loaded by three lanes (a file that never exited after its tests).
const FILE_TIMEOUT_MS = 15 * 60_000
const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-force-exit', `--test-timeout=${FILE_TIMEOUT_MS}`, `--test-concurrency=${CONCURRENCY}`, ...flagArgs, ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SERVER_TEST_PGLITE_TEMPLATE: templates.pglite, SERVER_TEST_PG_TEMPLATE: templates.postgres ?? '' },
})
child.on('exit', (code, signal) => {
  dropTemplates()
  if (signal) {
    console.error(`server tests killed by ${signal}`)
    process.exit(1)
  }
  process.exit(code ?? 1)
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
