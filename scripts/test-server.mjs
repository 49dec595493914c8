#!/usr/bin/env node
// Server integration tests: node's test runner through tsx over server/test/*.test.ts.
// Node 20's --test takes no globs, so the files are listed here. Extra args are passed to node --test
// (e.g. `node scripts/test-server.mjs --test-name-pattern=shop`); file arguments narrow the run.
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { pinDemoAnchor } from './demo-anchor.mjs'

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

const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...flagArgs, ...files], {
  cwd: root,
  stdio: 'inherit',
})
child.on('exit', (code, signal) => {
  if (signal) {
    console.error(`server tests killed by ${signal}`)
    process.exit(1)
  }
  process.exit(code ?? 1)
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
