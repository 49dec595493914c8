/**
 * What the provider fakes share: an HTTP server on a free loopback port, RSA key pairs of their own,
 * and the transport they post notifications with (real HTTP by default; the suites route it into the
 * app with inject, so no test needs a listening API server).
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RsaPair {
  privateKey: KeyObject
  publicKey: KeyObject
  publicPem: string
  privatePem: string
}

export function rsaPair(): RsaPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privateKey,
    publicKey,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }
}

/** One HTTP POST of a notification and what came back. */
export type Transport = (url: string, init: { headers: Record<string, string>; body: string }) => Promise<{ status: number; body: string }>

export const fetchTransport: Transport = async (url, init) => {
  const res = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal: AbortSignal.timeout(10_000) })
  return { status: res.status, body: await res.text() }
}

/** A notification as the fake sends it (tests also post tampered copies themselves). */
export interface FakeDelivery {
  url: string
  headers: Record<string, string>
  body: string
}

/** A queued notification and how its deliveries went. */
export interface Outbox {
  id: string
  outTradeNo: string
  url: string
  /** Builds the delivery for one attempt (WeChat Pay signs each re-delivery afresh). */
  build(): FakeDelivery
  answers: number[]
  delivered: boolean
}

/** Deliver every undelivered notification once: one step of the provider's re-send schedule. */
export async function deliverOnce(outbox: Outbox[], transport: Transport, acknowledged: (r: { status: number; body: string }) => boolean) {
  let delivered = 0
  let failed = 0
  for (const n of outbox.filter((o) => !o.delivered)) {
    const d = n.build()
    const answer = await transport(d.url, { headers: d.headers, body: d.body }).catch(() => ({ status: 0, body: '' }))
    n.answers.push(answer.status)
    if (acknowledged(answer)) {
      n.delivered = true
      delivered++
    } else failed++
  }
  return { delivered, failed }
}

export type Handler = (req: IncomingMessage, body: string, url: URL) => Promise<{ status: number; headers?: Record<string, string>; body: string }>

export async function listen(handler: Handler): Promise<{ server: Server; origin: string }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.local')
      handler(req, Buffer.concat(chunks).toString('utf8'), url)
        .then((r) => res.writeHead(r.status, r.headers ?? {}).end(r.body))
        .catch((err: unknown) => res.writeHead(500).end(String(err)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

export const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/** RFC 3339 in Beijing time, as WeChat Pay writes times. */
export function rfc3339Beijing(ms: number): string {
  return `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`
}

/** yyyy-MM-dd HH:mm:ss in Beijing time, as Alipay writes times. */
export function alipayTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
}

export const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('')
