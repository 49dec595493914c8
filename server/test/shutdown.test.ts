/**
 * Graceful shutdown: close() stops accepting, lets the in-flight request finish (database still open
 * for it), then closes the database. Also the real process entry: SIGTERM → exit 0.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { API_PREFIX } from '../../types/api.js'
import { ok } from '../src/http/envelope.js'
import { REPO_ROOT, SERVER_DIR } from '../src/paths.js'
import { startServer, type RunningServer } from '../src/server.js'
import { alsoOnPglite, dbTargets, envelopeOf } from './helpers.js'

alsoOnPglite('the embedded database closes in-process: shutdown must wait for the request in flight')

for (const target of await dbTargets()) {
  describe(`graceful shutdown [${target.kind}]`, { skip: target.skip }, () => {
    it('finishes the in-flight request, then closes the database', async () => {
      const testDb = await target.open()
      // The server opens the database itself; PGlite must not be opened twice.
      await testDb.handle.close()
      let running: RunningServer | undefined
      let markStarted!: () => void
      const started = new Promise<void>((resolve) => (markStarted = resolve))
      try {
        running = await startServer({
          port: 0,
          host: '127.0.0.1',
          ...testDb.serverDbOptions,
          h5Dir: null,
          logger: false,
          configure: (app) => {
            app.get('/test/slow', async () => {
              markStarted()
              await sleep(300)
              // Still usable: close() waits for this request before closing the database.
              await running!.db.db.execute(sql`select 1`)
              return ok({ done: true, dbClosed: running!.db.closed })
            })
          },
        })
        const base = running.localUrl
        const health = envelopeOf(await (await fetch(`${base}${API_PREFIX}/health`)).text().then((body) => ({ body })))
        assert.equal(health.statusCode, 200)

        const slow = fetch(`${base}/test/slow`)
        await started
        const closing = running.close()
        const res = await slow
        assert.equal(res.status, 200)
        // Kept-alive sockets are released so close() does not wait for their timeout.
        assert.equal(res.headers.get('connection'), 'close')
        const body = envelopeOf<{ done: boolean; dbClosed: boolean }>({ body: await res.text() })
        assert.deepEqual(body.data, { done: true, dbClosed: false })
        await closing
        assert.equal(running.db.closed, true)
        await assert.rejects(fetch(`${base}${API_PREFIX}/health`))
      } finally {
        await running?.close()
        await testDb.cleanup()
      }
    })
  })
}

describe('process entry (main.ts)', () => {
  it('starts, answers, and exits 0 on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-main-'))
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_DIR, 'src', 'main.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      let out = ''
      child.stdout.on('data', (d) => (out += String(d)))
      child.stderr.on('data', (d) => (out += String(d)))
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
      let port: string | undefined
      // A fresh embedded database is migrated and seeded first (seat maps included): allow a slow machine a minute.
      // The preview link (for phones) is printed just after the URL, in a write of its own.
      for (let i = 0; i < 600 && !(port && /\?preview=1/.test(out)); i++) {
        port = /local http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1]
        if (!port || !/\?preview=1/.test(out)) await sleep(100)
      }
      assert.ok(port, `server printed its URL:\n${out}`)
      assert.match(out, /\?preview=1/)
      const res = await fetch(`http://127.0.0.1:${port}${API_PREFIX}/home/pub/v5/shop/configs?merchantId=10001&lang=en`)
      const body = envelopeOf<{ shopName: string }>({ body: await res.text() })
      assert.equal(body.data.shopName, 'Lotus Stage Macau')
      child.kill('SIGTERM')
      assert.equal(await exited, 0, out)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
