/**
 * TRUST_PROXY → Fastify's trustProxy, so request.ip (per-IP send caps, the login throttle) is the
 * buyer's address when the API runs behind a reverse proxy or load balancer, and the socket's address
 * otherwise. Accepted values:
 * - unset, empty or 0: trust nobody (x-forwarded-for is ignored; the default);
 * - a hop count (1, 2, ...): that many proxies in front of the API append to x-forwarded-for; use it
 *   only when the API cannot be reached except through them (the nearest hops are believed whoever
 *   they are). Fastify itself now reads a bare number as "trust nobody", so it becomes a function;
 * - a comma-separated list of proxy addresses or CIDR ranges (10.0.0.1, 10.0.0.0/8, ::1): only a
 *   request arriving from one of them has its x-forwarded-for read.
 * `true` (trust every hop) is refused: any client could then name its own address and escape the caps.
 */
import { isIP } from 'node:net'

/** What Fastify's trustProxy takes: nobody, a list of addresses/ranges, or a per-hop decision. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean)

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim()
  if (value === '' || value === '0' || value === 'false') return false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    // Hop 0 is the socket's peer, 1 the address it forwarded for, ...: the first `hops` are proxies.
    return (_address, hop) => hop < hops
  }
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean)
  const bad = entries.filter((e) => !isAddressOrRange(e))
  if (value === 'true' || bad.length || !entries.length) {
    throw new Error(
      `TRUST_PROXY=${JSON.stringify(raw)} is not a hop count or a list of proxy addresses/CIDR ranges` +
        (value === 'true' ? ' (trusting every hop would let any client choose its own IP)' : `: ${bad.join(', ')}`),
    )
  }
  return entries
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length) return false
  if (bits === undefined) return true
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

