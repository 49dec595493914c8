/**
 * Real API processes for black-box tests: `node --import tsx server/src/main.ts` (or a test entry that
 * builds the same app) with an environment of the test's choosing, each on its own scratch PostgreSQL
 * database. A process shares nothing with the test or with another process but what a deployment's
 * processes share: the database, Redis, and the providers it posts to.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const MAIN = 'server/src/main.ts'

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string
  /** Everything it printed so far (stdout and stderr). */
  output(): string
  /** SIGTERM, then its exit code (main.ts exits 0 after a clean shutdown). Safe to call twice. */
  stop(): Promise<number | null>
}

/** The line main.ts prints once it listens: "... (local http://127.0.0.1:<port>/)". */
const LISTENING = /\(local (http:\/\/127\.0\.0\.1:\d+)\/\)/

/**
 * Spawn `entry` with `env` over the test's own environment and wait until it listens. Rejects with
 * what it printed when it exits first or does not listen within the time-out (a loaded machine
 * compiles the server through tsx for a while).
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, o: { entry?: string; timeoutMs?: number } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', o.entry ?? MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let stopping: Promise<number | null> | undefined
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    return (stopping ??= exited)
  }
  const deadline = Date.now() + (o.timeoutMs ?? 180_000)
  while (Date.now() < deadline) {
    const url = LISTENING.exec(output)?.[1]
    if (url) return { url, output: () => output, stop }
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server process exited (${child.exitCode ?? child.signalCode}) before listening:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  throw new Error(`the server process did not listen within the time-out:\n${output}`)
}

export interface ScratchDatabase {
  url: string
  /** Runs `query` on it (a fresh connection each time; the servers keep their own pools). */
  query<T extends Record<string, unknown>>(query: string): Promise<T[]>
  drop(): Promise<void>
}

/** An empty database on the server of `adminUrl` (no schema: the server under test migrates it). */
export async function scratchDatabase(adminUrl: string, label: string): Promise<ScratchDatabase> {
  const name = `storefront_${label}_${process.pid}_${Date.now()}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async query<T extends Record<string, unknown>>(text: string) {
      const sql = postgres(url.toString(), { max: 1, onnotice: () => {} })
      try {
        return (await sql.unsafe(text)) as unknown as T[]
      } finally {
        await sql.end({ timeout: 1 })
      }
    },
    async drop() {
      try {
        await admin.unsafe(`drop database if exists "${name}" with (force)`)
      } finally {
        await admin.end({ timeout: 5 })
      }
    },
  }
}
