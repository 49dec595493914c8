/**
 * Per-merchant Ed25519 signing keys: created lazily on first use (or by the demo seed), kept in the
 * database so every server instance signs with the same key (encrypted there under TICKET_KEY_SECRET,
 * key-wrap.ts), and parsed once per process. The private key is used only here and in
 * code.ts#signCode; no route ever returns it.
 */
import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto'
import type { TicketPublicKey } from '../../../../types/tickets.js'
import { privateKeyFromPem, publicKeyFromRaw, rawPublicKey } from './code.js'
import type { TicketKeyRow, TicketsRepository } from './repository.js'
import { createKeyWrap, type KeyWrap } from './key-wrap.js'

export interface SigningKey {
  merchantId: string
  keyId: string
  /** Raw base64url public key. */
  publicKey: string
  publicKeyObject: KeyObject
  privateKey: KeyObject
}

/** Key id: the first 8 bytes of SHA-256 over the raw public key, so the id names the key itself. */
export function keyIdOf(rawPublic: string): string {
  return createHash('sha256').update(Buffer.from(rawPublic, 'base64url')).digest().subarray(0, 8).toString('base64url')
}

/** A fresh key pair as a row to insert; the private key sealed by `wrap` (plain PEM without one). */
export function newKeyRow(merchantId: string, now: Date, wrap: KeyWrap = createKeyWrap(undefined)) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = rawPublicKey(publicKey)
  const keyId = keyIdOf(raw)
  return {
    merchantId,
    keyId,
    publicKey: raw,
    privateKeyPem: wrap.seal(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), { merchantId, keyId }),
    active: 1,
    createdAt: now,
    updatedAt: now,
  }
}

function toSigningKey(row: TicketKeyRow, wrap: KeyWrap): SigningKey {
  return {
    merchantId: row.merchantId,
    keyId: row.keyId,
    publicKey: row.publicKey,
    publicKeyObject: publicKeyFromRaw(row.publicKey),
    privateKey: privateKeyFromPem(wrap.open(row.privateKeyPem, row)),
  }
}

export interface KeyStore {
  /** The merchant's active key, created when it has none. */
  activeKey(merchantId: string): Promise<SigningKey>
  /** A key of the merchant by id (any, active or retired); null when unknown. */
  keyById(merchantId: string, keyId: string): Promise<SigningKey | null>
  publicKey(merchantId: string): Promise<TicketPublicKey>
}

export function createKeyStore(repo: TicketsRepository, now: () => number, wrap: KeyWrap = createKeyWrap(undefined)): KeyStore {
  // Keys never change once written (rotation would add a new row), so caching parsed keys is safe.
  const byId = new Map<string, SigningKey>()
  const active = new Map<string, SigningKey>()
  const cacheKey = (merchantId: string, keyId: string) => `${merchantId}\u0000${keyId}`

  const remember = (key: SigningKey) => {
    byId.set(cacheKey(key.merchantId, key.keyId), key)
    return key
  }

  return {
    async activeKey(merchantId) {
      const cached = active.get(merchantId)
      if (cached) return cached
      const row = (await repo.findActiveKey(merchantId)) ?? (await repo.insertActiveKeyIfAbsent(newKeyRow(merchantId, new Date(now()), wrap)))
      const key = remember(toSigningKey(row, wrap))
      active.set(merchantId, key)
      return key
    },

    async keyById(merchantId, keyId) {
      const cached = byId.get(cacheKey(merchantId, keyId))
      if (cached) return cached
      const row = await repo.findKey(merchantId, keyId)
      return row ? remember(toSigningKey(row, wrap)) : null
    },

    async publicKey(merchantId) {
      const key = await this.activeKey(merchantId)
      return { merchantId, keyId: key.keyId, alg: 'Ed25519', publicKey: key.publicKey }
    },
  }
}
