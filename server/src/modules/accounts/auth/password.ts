/** Password hashing: argon2id (PHC string) with the configured cost — OWASP parameters in production. */
import { hash, verify, type Algorithm } from '@node-rs/argon2'
import type { Argon2Params } from '../config.js'

// `Algorithm` is an ambient const enum, which isolatedModules cannot read; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm

export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(phc: string, password: string): Promise<boolean>
  /** Spend the cost of one verification without a real hash, so "no such account" takes as long. */
  dummyVerify(password: string): Promise<void>
}

export function createPasswordHasher(params: Argon2Params): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...params }
  let dummy: Promise<string> | undefined
  return {
    hash: (password) => hash(password, options),
    async verify(phc, password) {
      try {
        return await verify(phc, password)
      } catch {
        return false
      }
    },
    async dummyVerify(password) {
      dummy ??= hash('dummy-password-for-timing', options)
      await verify(await dummy, password).catch(() => false)
    },
  }
}
