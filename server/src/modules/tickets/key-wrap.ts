/**
 * Ticket signing keys at rest: with TICKET_KEY_SECRET (required in production, config/secrets.ts) a
 * merchant's Ed25519 private key is stored AES-256-GCM encrypted under a key derived from it, so a
 * copy of the database alone cannot mint valid tickets. Stored form: `enc:v1:<iv>.<tag>.<ciphertext>`
 * (base64url), the merchant and key id bound as associated data so a row cannot be moved to another
 * merchant. Without the secret (development) keys are plain PKCS#8 PEM, and plain rows written before
 * the secret was set are still read.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const PREFIX = 'enc:v1:'

export interface KeyWrap {
  /** The stored form of a PEM private key. */
  seal(pem: string, row: { merchantId: string; keyId: string }): string
  /** The PEM back from its stored form. Throws when a sealed row cannot be opened (wrong secret). */
  open(stored: string, row: { merchantId: string; keyId: string }): string
}

const aad = (row: { merchantId: string; keyId: string }) => Buffer.from(`ticket-key|${row.merchantId}|${row.keyId}`)

export function createKeyWrap(secret: string | undefined): KeyWrap {
  const key = secret ? Buffer.from(hkdfSync('sha256', secret, 'storefront', 'ticket-signing-key-wrap', 32)) : null
  return {
    seal(pem, row) {
      if (!key) return pem
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(row))
      const sealed = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()])
      return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${sealed.toString('base64url')}`
    },
    open(stored, row) {
      if (!stored.startsWith(PREFIX)) return stored
      if (!key) throw new Error(`ticket key ${row.keyId} of merchant ${row.merchantId} is encrypted: set TICKET_KEY_SECRET`)
      const [iv = '', tag = '', body = ''] = stored.slice(PREFIX.length).split('.')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(aad(row))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
    },
  }
}
