/**
 * The load generator: buyers tapping "buy" on a hot tier and retrying on 'limiting' like the app
 * (src/request/limiting.ts: up to 10 tries, 3 s apart), and the machine's floor for a burst (the same
 * burst against a no-op HTTP server).
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import { MERCHANT, PRICE, type Tier } from './setup.js'
import { freePort } from './servers.js'

export const LIMITING = 429
export const MAX_TRIES = 10

export interface Attempt {
  status: number
  /** Client-side time, ms. */
  ms: number
  /** The server's own time for the attempt (Server-Timing), NaN when unknown. */
  serverMs: number
  /** Sent at, ms after the sale opened. */
  at: number
}
export interface BuyerResult {
  final: number
  attempts: Attempt[]
}

export interface SaleOptions {
  kind: 'open' | 'burst'
  /** The API processes; buyer n talks to urls[n % urls.length] (a load balancer with sticky connections). */
  urls: string[]
  tier: Tier
  tokens: string[]
  arrivalMs: number
  retryMs: number
  /** Called once the buyers are on the booking page, right before the first taps (measurement windows open here). */
  beforeTaps?: () => Promise<void>
}

function post(url: string, agent: http.Agent, token: string, body: unknown, endpoint = '/api/buyer/v5/create_order'): Promise<{ statusCode: number; serverMs: number }> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}${endpoint}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'merchant-id': MERCHANT, 'access-token': token },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          try {
            const serverMs = Number(/app;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''))?.[1] ?? NaN)
            resolve({ ...(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { statusCode: number }), serverMs })
          } catch (err) {
            reject(err)
          }
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Before the sale. open: one keep-alive connection per phone, opened by the booking page's price quote.
 * burst: a server is warm when a sale opens: 1,000 quotes on a few connections, then closed.
 */
async function warmUp(o: SaleOptions, agents: http.Agent[], shared: http.Agent): Promise<void> {
  const quote = { ...o.tier, qty: 1 }
  const urlOf = (n: number) => o.urls[n % o.urls.length] as string
  if (o.kind === 'open') {
    for (let i = 0; i < o.tokens.length; i += 200) {
      await Promise.all(o.tokens.slice(i, i + 200).map((token, k) => post(urlOf(i + k), agents[i + k] as http.Agent, token, quote, '/api/buyer/v3/pre_order')))
    }
    return
  }
  for (let i = 0; i < Math.min(1000, o.tokens.length); i += 50) {
    await Promise.all(o.tokens.slice(i, i + 50).map((token, k) => post(urlOf(i + k), shared, token, quote, '/api/buyer/v3/pre_order')))
  }
  shared.destroy()
}

/** One buyer: the first tap, then a retry RETRY_MS after every 'limiting' answer, up to MAX_TRIES. */
async function buyer(o: SaleOptions, n: number, agent: http.Agent, t0: number): Promise<BuyerResult> {
  const url = o.urls[n % o.urls.length] as string
  const token = o.tokens[n] as string
  const body = { ...o.tier, qty: 1, paymentParam: { payAmount: PRICE }, deliverMethod: 'E_TICKET', idempotencyKey: `${o.tier.showId}-${n}-key` }
  if (o.kind === 'open') await sleep(Math.random() * o.arrivalMs)
  const attempts: Attempt[] = []
  for (let tries = 1; ; tries++) {
    const s = performance.now()
    let status = -1
    let serverMs = NaN
    try {
      const answer = await post(url, agent, token, body)
      status = answer.statusCode
      serverMs = answer.serverMs
    } catch {
      // transport error: reported as -1
    }
    attempts.push({ status, ms: performance.now() - s, serverMs, at: s - t0 })
    if (status !== LIMITING || tries >= MAX_TRIES) return { final: status, attempts }
    await sleep(o.retryMs)
  }
}

/** One sale: every buyer tries to buy one ticket of the tier. Resolves when every buyer has a final answer. */
export async function runSale(o: SaleOptions): Promise<BuyerResult[]> {
  const shared = new http.Agent({ keepAlive: true, maxSockets: o.tokens.length })
  const agents = o.tokens.map(() => (o.kind === 'open' ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : shared))
  await warmUp(o, agents, shared)
  await o.beforeTaps?.()
  const burstAgent = new http.Agent({ keepAlive: true, maxSockets: o.tokens.length })
  const t0 = performance.now()
  const results = await Promise.all(o.tokens.map((_, n) => buyer(o, n, o.kind === 'open' ? (agents[n] as http.Agent) : burstAgent, t0)))
  for (const a of new Set(agents)) a.destroy()
  burstAgent.destroy()
  return results
}

export function pct(values: number[], p: number): number | null {
  const finite = values.filter((v) => Number.isFinite(v))
  if (finite.length === 0) return null
  const sorted = finite.sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number)
}

/**
 * The machine's floor for the burst: `count` requests on fresh connections at the same instant against
 * a no-op node HTTP server in a child process, with the same load generator.
 */
export async function noopFloor(count: number): Promise<{ p50: number | null; p99: number | null; wallMs: number }> {
  const port = await freePort()
  const code = `require('node:http').createServer((q, r) => { q.resume(); q.on('end', () => r.end('{"statusCode":429}')) }).listen({ port: ${port}, host: '127.0.0.1', backlog: 4096 }, () => process.send('up'))`
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  await new Promise((resolve) => child.once('message', resolve))
  const floorAgent = new http.Agent({ keepAlive: true, maxSockets: count })
  const one = () =>
    new Promise<number>((resolve) => {
      const s = performance.now()
      const req = http.request(`http://127.0.0.1:${port}/`, { method: 'POST', agent: floorAgent }, (res) => {
        res.resume()
        res.on('end', () => resolve(performance.now() - s))
      })
      req.on('error', () => resolve(NaN))
      req.end('{}')
    })
  const t0 = performance.now()
  const times = await Promise.all(Array.from({ length: count }, one))
  const wallMs = Math.round(performance.now() - t0)
  floorAgent.destroy()
  child.kill('SIGTERM')
  return { p50: pct(times, 50), p99: pct(times, 99), wallMs }
}
