/**
 * Process entry (`npm run server`, `npm start`): startServer (configuration from the environment,
 * config/index.ts) → URL + QR for a phone → graceful shutdown on SIGTERM/SIGINT. RUNTIME_STATS=1 sends
 * runtime figures to a parent process over IPC (lib/runtime-stats.ts; bench:rush).
 */
import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import qrcode from 'qrcode-terminal'
import { runtimeStatsFromEnv } from './lib/runtime-stats.js'
import { startServer } from './server.js'

export { startServer } from './server.js'
export type { RunningServer, StartServerOptions } from './server.js'

/** Give in-flight requests this long before giving up on a clean exit. */
const SHUTDOWN_TIMEOUT_MS = 10_000

async function main(): Promise<void> {
  runtimeStatsFromEnv()
  // Everything it needs comes from the environment through config/ (startServer reads it once).
  const running = await startServer()

  const previewUrl = `${running.lanUrl}?preview=1`
  qrcode.generate(running.lanUrl, { small: true }, (qr) => {
    console.log(`\nStorefront (${running.db.kind}) listening: ${running.lanUrl}  (local ${running.localUrl}/)`)
    console.log(qr)
    console.log(`Preview: ${previewUrl}\n`)
  })

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    running.app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const timer = setTimeout(() => {
      running.app.log.error('shutdown timed out')
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS)
    timer.unref()
    running.close().then(
      () => {
        running.app.log.info('shutdown complete')
        process.exit(0)
      },
      (err: unknown) => {
        running.app.log.error({ err }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

/** Run only as the process entry, so importing this module for startServer has no side effects. */
function isEntry(): boolean {
  const script = process.argv[1]
  if (!script) return false
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href
  } catch {
    return false
  }
}

if (isEntry()) {
  main().catch((err: unknown) => {
    console.error('server failed to start:', err)
    process.exit(1)
  })
}
