/**
 * Idempotency keys of pay attempts (DESIGN: every retryable create takes one). An attempt is one
 * request body (order, product, code); its key is kept while no answer came back, so a re-press after
 * a time-out or network failure replays the same attempt and the server never starts a second one.
 * Any answer (success or a business failure) ends the attempt: the next press is a new attempt.
 */
import { randomBytes } from '../platform/random'

/** RFC 4122 version-4 UUID from the platform's random bytes (src/platform/random.ts). */
export function uuidV4(random: (bytes: Uint8Array) => void = fillRandom): string {
  const b = new Uint8Array(16)
  random(b)
  b[6] = (b[6] & 0x0f) | 0x40
  b[8] = (b[8] & 0x3f) | 0x80
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function fillRandom(bytes: Uint8Array): void {
  bytes.set(randomBytes(bytes.length))
}

export class AttemptKeys {
  private current: { signature: string; key: string } | undefined

  constructor(private readonly make: () => string = () => uuidV4()) {}

  /** The key for this request body: the pending attempt's when it is the same body, else a new one. */
  keyFor(signature: string): string {
    if (this.current?.signature !== signature) this.current = { signature, key: this.make() }
    return this.current.key
  }

  /** The server answered: the attempt is over. */
  answered(): void {
    this.current = undefined
  }
}
