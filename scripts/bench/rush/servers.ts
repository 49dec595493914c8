/**
 * The API under test as its own process(es), started with RUNTIME_STATS=1 and an IPC channel: the
 * bench reads each process's runtime figures (event-loop delay, GC, phases of the order path, its
 * admission records; server/src/lib/runtime-stats.ts) and resets them between sales.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RuntimeSnapshot } from '../../../server/src/lib/runtime-stats.js'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

export interface ApiProcess {
  url: string
  pid: number
  child: ChildProcess
  /** The process's runtime figures since the last reset; `reset` starts a new window after reading. */
  stats(reset?: boolean): Promise<RuntimeSnapshot>
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

async function healthy(url: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    http
      .get(`${url}/api/health`, (res) => {
        res.resume()
        resolve(res.statusCode === 200)
      })
      .on('error', () => resolve(false))
  })
}

/** RUSH_SERVER_NODE_ARGS passes node flags to the server (a CPU profile: '--cpu-prof --cpu-prof-dir=/tmp/prof'). */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort()
  const extra = (process.env.RUSH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NO_QR: '1', RUNTIME_STATS: '1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const url = `http://127.0.0.1:${port}`
  let asked = 0
  const waiting = new Map<number, (s: RuntimeSnapshot) => void>()
  child.on('message', (m: { type?: string; id?: number; snapshot?: RuntimeSnapshot }) => {
    if (m?.type === 'runtime-stats' && m.id !== undefined && m.snapshot) waiting.get(m.id)?.(m.snapshot)
  })
  const api: ApiProcess = {
    url,
    pid: child.pid as number,
    child,
    stats(reset = false) {
      const id = ++asked
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no runtime stats from the server')), 10_000)
        waiting.set(id, (s) => {
          clearTimeout(timer)
          waiting.delete(id)
          resolve(s)
        })
        child.send({ type: 'runtime-stats', id, reset })
      })
    },
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    },
  }
  for (let i = 0; i < 600; i++) {
    if (await healthy(url)) return api
    if (child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 100))
  }
  await api.stop()
  throw new Error('server did not start')
}
