/**
 * Signed uploads to the server's own storage (spec accounts §7 "GET oss/upload/auth"). The auth call
 * hands a logged-in buyer a policy (key, scene, owner, expiry, size limit) and its HMAC signature made
 * with the deployment secret; the upload call needs no session, only an unexpired, untampered policy,
 * and each key is written once. The content is sniffed (uploads/sniff.ts), never trusted by name or
 * declared type, and stored with the sniffed type.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { ACCOUNT_STATUS, type UploadAuth, type UploadResult, type UploadScene } from '../../../../../types/accounts.js'
import { STATUS } from '../../../../../types/api.js'
import type { AuthUser } from '../../../http/auth.js'
import type { AccountsDeps } from '../deps.js'
import { done, failure, type Caller, type Failure, type Outcome } from '../outcome.js'
import { sniffImage } from './sniff.js'

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024
export const UPLOAD_GRANT_SECONDS = 10 * 60
const SCENES: readonly UploadScene[] = ['AVATAR']
const ACCEPT = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']
const KEY_RE = /^[a-z]+-[0-9a-f]{32}$/

interface Policy {
  key: string
  mid: string
  uid: string
  scene: UploadScene
  exp: number
  max: number
}

export interface UploadService {
  /** Count an upload from this address before its body is read; a refusal when the address posts too many. */
  admit(caller: Caller): Promise<Failure | null>
  authorize(caller: Caller, user: AuthUser, q: { uploadType?: string; sceneType?: string }, origin: string): Promise<Outcome<UploadAuth>>
  /** Store `body` under the policy's key when the policy holds and the bytes are an image. */
  store(caller: Caller, form: { policy?: string; signature?: string; token?: string }, body: Buffer | 'TOO_LARGE', origin: string): Promise<Outcome<UploadResult>>
  read(caller: Caller, key: string): Promise<{ contentType: string; body: Buffer } | null>
}

export const fileUrl = (origin: string, merchantId: string, key: string) =>
  `${origin}/api/user/pub/v1/oss/file/${key}?merchantId=${encodeURIComponent(merchantId)}`

/**
 * The key of `url` when it is exactly the URL this server hands out for a file of `merchantId` at
 * `origin` (what the upload answered), else null: another host, path, merchant or extra query is not
 * one of our files.
 */
export function fileKeyOf(url: string, origin: string, merchantId: string): string | null {
  const marker = '/api/user/pub/v1/oss/file/'
  const at = url.indexOf(marker)
  if (at < 0) return null
  const key = url.slice(at + marker.length).split('?')[0] ?? ''
  return KEY_RE.test(key) && url === fileUrl(origin, merchantId, key) ? key : null
}

export function createUploadService(deps: AccountsDeps): UploadService {
  const { repo, tokens, now, limits, config } = deps
  const window = (points: number) => ({ points, windowSeconds: config.uploads.windowSeconds })
  const grantsPerUser = limits.counter('upload-grant-user', window(config.uploads.grantsPerUser))
  const postsPerIp = limits.counter('upload-ip', window(config.uploads.perIp))

  /** Count one request against `key`; the localised refusal when it is one too many (which then counts nothing). */
  async function within(counter: typeof postsPerIp, key: string): Promise<Failure | null> {
    const taken = await counter.take(key)
    if (taken.allowed) return null
    await taken.giveBack()
    const wait = taken.retryAfterSeconds
    return failure(ACCOUNT_STATUS.TOO_MANY_REQUESTS, 'upload.tooMany', { vars: { minutes: Math.ceil(wait / 60) }, data: { retryAfterSeconds: wait } })
  }
  const sign = (policy: string) => tokens.mac('upload', `upload|${policy}`)
  const refused = () => failure(ACCOUNT_STATUS.UPLOAD_REFUSED, 'upload.authInvalid')

  async function openPolicy(caller: Caller, form: { policy?: string; signature?: string; token?: string }): Promise<Policy | null> {
    let policy = form.policy
    let signature = form.signature
    if ((!policy || !signature) && form.token) [policy, signature] = form.token.split('.')
    if (!policy || !signature || policy.length > 1024) return null
    const expected = Buffer.from(await sign(policy))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
    let p: Policy
    try {
      p = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8'))
    } catch {
      return null
    }
    if (p.mid !== caller.merchantId || p.exp * 1000 <= now() || !KEY_RE.test(p.key)) return null
    return p
  }

  return {
    admit: (caller) => within(postsPerIp, caller.ip),

    async authorize(caller, user, q, origin) {
      const limited = await within(grantsPerUser, `${caller.merchantId}|${user.userId}`)
      if (limited) return limited
      const scene = (q.sceneType ?? q.uploadType ?? 'AVATAR').toUpperCase() as UploadScene
      if (!SCENES.includes(scene)) return failure(ACCOUNT_STATUS.INVALID_INPUT, 'upload.scene')
      const key = `${scene.toLowerCase()}-${randomBytes(16).toString('hex')}`
      const exp = Math.floor(now() / 1000) + UPLOAD_GRANT_SECONDS
      const policy = Buffer.from(JSON.stringify({ key, mid: caller.merchantId, uid: user.userId, scene, exp, max: UPLOAD_MAX_BYTES } satisfies Policy)).toString('base64url')
      const signature = await sign(policy)
      return done({
        token: `${policy}.${signature}`,
        key,
        host: `${origin}/api/user/pub/v1/oss/upload?merchantId=${encodeURIComponent(caller.merchantId)}`,
        type: 'LOCAL' as const,
        policy,
        signature,
        maxSize: UPLOAD_MAX_BYTES,
        accept: ACCEPT,
        url: fileUrl(origin, caller.merchantId, key),
      })
    },

    async store(caller, form, body, origin) {
      const p = await openPolicy(caller, form)
      if (!p) return refused()
      if (body === 'TOO_LARGE' || body.length > p.max) {
        return failure(ACCOUNT_STATUS.UPLOAD_REFUSED, 'upload.tooLarge', { vars: { mb: Math.round(p.max / 1024 / 1024) } })
      }
      const type = sniffImage(body)
      if (!type) return failure(ACCOUNT_STATUS.UPLOAD_REFUSED, 'upload.type')
      const stored = await repo.insertUpload({
        fileKey: p.key,
        merchantId: p.mid,
        userId: p.uid,
        scene: p.scene,
        contentType: type,
        size: body.length,
        body,
        createdAt: new Date(now()),
      })
      // A key is written once: replaying a policy cannot swap the picture behind a stored URL.
      if (!stored) return refused()
      return done({ key: p.key, url: fileUrl(origin, p.mid, p.key), contentType: type, size: body.length })
    },

    async read(caller, key) {
      if (!KEY_RE.test(key)) return null
      const row = await repo.findUpload(caller.merchantId, key)
      return row ? { contentType: row.contentType, body: row.body } : null
    },
  }
}

export const notFound = () => failure(STATUS.NOT_FOUND, 'notFound')
