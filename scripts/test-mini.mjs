#!/usr/bin/env node
/**
 * Mini-program tests: the WeChat build (dist/weapp) under miniprogram-simulate with the official
 * template compiler (test/mini). Builds nothing: run `npx taro build --type weapp` first.
 * Extra arguments go to jest. Exits with jest's exit code.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const res = spawnSync('npx', ['jest', '-c', 'test/mini/jest.config.js', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
})
if (res.error) console.error(res.error)
process.exit(res.status ?? 1)
