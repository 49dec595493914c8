#!/usr/bin/env node
// Builds every target (or those named: `node scripts/build-all.mjs weapp h5`) one after another.
import { spawnSync } from 'node:child_process'

export const TARGETS = ['weapp', 'alipay', 'tt', 'h5']

export function build(target) {
  const started = Date.now()
  const result = spawnSync('npx', ['taro', 'build', '--type', target], {
    stdio: process.env.BUILD_VERBOSE ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  })
  const ok = result.status === 0
  if (!ok && !process.env.BUILD_VERBOSE) process.stderr.write(`${result.stdout}\n${result.stderr}\n`)
  console.log(`build ${target}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return ok
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const targets = process.argv.slice(2).length ? process.argv.slice(2) : TARGETS
  const failed = targets.filter((t) => !build(t))
  process.exit(failed.length ? 1 : 0)
}
