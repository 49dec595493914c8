#!/usr/bin/env node
/**
 * `npm start`: builds H5 when it is not built, then runs the storefront server (API + H5) on an
 * embedded database that it migrates and seeds on first start. PORT overrides 8080.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

if (!fs.existsSync(path.join(ROOT, 'dist', 'h5', 'index.html'))) {
  console.log('Building the H5 app (first start only)…')
  const res = spawnSync('npx', ['taro', 'build', '--type', 'h5'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (res.status !== 0) process.exit(res.status ?? 1)
}

// The demo storefront runs in development unless told otherwise: the SMS and email sandboxes then
// print each one-time code, so anyone can walk the journey by hand (README, "Logging in by hand").
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' }
const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, stdio: 'inherit', env })
// Forward stop signals so the server can finish in-flight requests and close the database.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig))
child.on('exit', (code) => process.exit(code ?? 0))
