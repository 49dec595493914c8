/**
 * The deployment's own HS256 tokens (access tokens, email links, staff tokens), signed and checked by
 * fast-jwt, which works on node:crypto directly. jose goes through WebCrypto, whose promise job cost
 * about 100 µs of the API's one thread for every access-token check (9% of its CPU under an on-sale
 * rush, where every order attempt carries a token); node:crypto's HMAC is a few microseconds.
 *
 * Every token kind has its own `typ`, checked exactly, so one kind never passes for another. Expiry is
 * checked here, after the signature, against the accounts clock (tests move it): fast-jwt only knows a
 * fixed or the system time.
 */
import { createSigner, createVerifier } from 'fast-jwt'

export type Hs256Result = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: 'EXPIRED' | 'INVALID' }

export interface Hs256Tokens {
  /** A token of kind `typ` with these claims, issued now and valid for `ttlSeconds`. */
  sign(typ: string, claims: Record<string, unknown>, ttlSeconds: number): string
  /** The payload when the signature, `typ`, issuer and expiry hold. */
  verify(typ: string, token: string): Hs256Result
}

export function createHs256Tokens(secret: Uint8Array, issuer: string, nowMs: () => number): Hs256Tokens {
  const key = Buffer.from(secret)
  const signers = new Map<string, (payload: Record<string, unknown>) => string>()
  const verifiers = new Map<string, (token: string) => Record<string, unknown>>()

  const signerOf = (typ: string) => {
    let signer = signers.get(typ)
    if (!signer) signers.set(typ, (signer = createSigner({ key, algorithm: 'HS256', header: { alg: 'HS256', typ } })))
    return signer
  }
  const verifierOf = (typ: string) => {
    let verifier = verifiers.get(typ)
    if (!verifier) {
      verifier = createVerifier({
        key,
        algorithms: ['HS256'],
        checkTyp: typ,
        allowedIss: issuer,
        requiredClaims: ['exp'],
        // Expiry is ours to check (the accounts clock); see the file comment.
        ignoreExpiration: true,
      }) as (token: string) => Record<string, unknown>
      verifiers.set(typ, verifier)
    }
    return verifier
  }

  return {
    sign(typ, claims, ttlSeconds) {
      const iat = Math.floor(nowMs() / 1000)
      return signerOf(typ)({ ...claims, iss: issuer, iat, exp: iat + ttlSeconds })
    },
    verify(typ, token) {
      let payload: Record<string, unknown>
      try {
        payload = verifierOf(typ)(token)
      } catch {
        return { ok: false, reason: 'INVALID' }
      }
      // Same rule as before (jose): expired once `exp` is not after the current second.
      if (typeof payload.exp !== 'number' || payload.exp <= Math.floor(nowMs() / 1000)) return { ok: false, reason: 'EXPIRED' }
      return { ok: true, payload }
    },
  }
}
