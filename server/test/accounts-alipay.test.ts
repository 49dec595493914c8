/**
 * Alipay mini-program phone login: my.getPhoneNumber's answer (AES-128-CBC with the app's key and a
 * zero IV, RSA2-signed by Alipay) read with real encryption round trips — a fixed known answer from
 * openssl, tampered ciphertexts and signatures, a wrong key, Alipay's refusal codes — then the whole
 * pre-login → bind_phone → logged-in flow over HTTP with the sandbox, and the live verifier's code
 * exchange against a local stand-in for the open-platform gateway.
 */
import assert from 'node:assert/strict'
import { generateKeyPairSync, verify as rsaVerify } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { ACCOUNT_STATUS, type LoginResult, type MiniPreLoginResult } from '../../types/accounts.js'
import {
  decryptAlipayContent,
  encryptAlipayContent,
  gatewaySignContent,
  parseAlipayApps,
  rawJsonNode,
  readAlipayPhone,
  signAlipay,
  signedContentOf,
  type AlipayAppKeys,
} from '../src/modules/accounts/identity/alipay.js'
import { SANDBOX_ALIPAY_APP_ID, createSandboxIdentity, sandboxIdentity } from '../src/modules/accounts/identity/sandbox.js'
import { createLiveVerifiers } from '../src/modules/accounts/identity/verifiers.js'
import { createApi, describeAccounts, freshIp, freshPhone } from './accounts-helpers.js'

const KEY = 'AAECAwQFBgcICQoLDA0ODw==' // 00 01 02 … 0f
const PLAIN = '{"code":"10000","msg":"Success","mobile":"13800138000"}'
/** `openssl enc -aes-128-cbc -K 000102…0f -iv 00…00 -base64 -A` of PLAIN. */
const OPENSSL_CIPHERTEXT = 'igATcyTqqgv1AFpBiHJyVf94zn4d80DWhHrnUhty+8RANJYRclz7h18/tips8L5UTuMmNV7rHGCs+h7uZSZZQQ=='

const alipayPair = generateKeyPairSync('rsa', { modulusLength: 2048 })
const keys: AlipayAppKeys = { appId: '2021000000000099', aesKey: KEY, alipayPublicKey: alipayPair.publicKey }
/** What Alipay hands the page for `content`, encrypted with `aesKey`. */
const alipaySays = (content: string, aesKey = KEY) => {
  const response = encryptAlipayContent(content, aesKey)
  return { response, sign: signAlipay(signedContentOf(response), alipayPair.privateKey) }
}
const flip = (b64: string, at: number) => {
  const bytes = Buffer.from(b64, 'base64')
  bytes[at] = (bytes[at] ?? 0) ^ 0x01
  return bytes.toString('base64')
}

describe('Alipay phone number scheme', () => {
  it('matches openssl: AES-128-CBC, PKCS#7, 16 zero bytes IV, both ways', () => {
    assert.equal(encryptAlipayContent(PLAIN, KEY), OPENSSL_CIPHERTEXT)
    assert.equal(decryptAlipayContent(OPENSSL_CIPHERTEXT, KEY), PLAIN)
  })

  it('reads the number of a signed, encrypted 10000 answer; other areas come as +cc-number', () => {
    const { response, sign } = alipaySays(PLAIN)
    assert.deepEqual(readAlipayPhone(response, sign, keys), { ok: true, phone: { countryCode: '86', purePhoneNumber: '13800138000' } })
    const hk = alipaySays('{"code":"10000","msg":"Success","mobile":"+852-91234567"}')
    assert.deepEqual(readAlipayPhone(hk.response, hk.sign, keys), { ok: true, phone: { countryCode: '852', purePhoneNumber: '91234567' } })
  })

  it('refuses tampered ciphertexts and signatures, a missing signature, and another key', () => {
    const { response, sign } = alipaySays(PLAIN)
    for (let at = 0; at < 48; at += 7) assert.deepEqual(readAlipayPhone(flip(response, at), sign, keys), { ok: false, reason: 'INVALID' }, `byte ${at}`)
    assert.deepEqual(readAlipayPhone(response, flip(sign, 10), keys), { ok: false, reason: 'INVALID' })
    assert.deepEqual(readAlipayPhone(response, undefined, keys), { ok: false, reason: 'INVALID' })
    assert.deepEqual(readAlipayPhone(response, 'not base64 at all!', keys), { ok: false, reason: 'INVALID' })
    // Signed by someone else (not Alipay's key).
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
    assert.deepEqual(readAlipayPhone(response, signAlipay(signedContentOf(response), other.privateKey), keys), { ok: false, reason: 'INVALID' })
    // Genuinely signed, but encrypted with another app's AES key: it does not open with ours.
    const wrongKey = alipaySays(PLAIN, 'ZmVkY2JhOTg3NjU0MzIxMA==')
    assert.deepEqual(readAlipayPhone(wrongKey.response, wrongKey.sign, keys), { ok: false, reason: 'INVALID' })
    assert.equal(decryptAlipayContent(wrongKey.response, KEY) === PLAIN, false)
    // A key that is not 16 bytes opens nothing.
    assert.equal(decryptAlipayContent(OPENSSL_CIPHERTEXT, 'c2hvcnQ='), null)
  })

  it('answers Alipay’s refusal codes as REFUSED with the code, and a malformed body as INVALID', () => {
    for (const code of ['40003', '40006', '20000', 40001]) {
      const { response, sign } = alipaySays(JSON.stringify({ code, msg: 'Insufficient Conditions', subCode: 'isv.invalid-auth-relations' }))
      assert.deepEqual(readAlipayPhone(response, sign, keys), { ok: false, reason: 'REFUSED', hostCode: String(code) })
    }
    for (const body of ['not json', '[]', '{"code":"10000","msg":"Success"}', '{"code":"10000","mobile":"12ab"}', '{"msg":"no code"}']) {
      const { response, sign } = alipaySays(body)
      assert.deepEqual(readAlipayPhone(response, sign, keys), { ok: false, reason: 'INVALID' }, body)
    }
  })

  it('configuration: ALIPAY_MINI_APPS entries need all four parts and a 16-byte AES key', () => {
    const der = (k: 'private' | 'public') =>
      k === 'private'
        ? alipayPair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64')
        : alipayPair.publicKey.export({ format: 'der', type: 'spki' }).toString('base64')
    const apps = parseAlipayApps(`2021000000000001:${KEY}:${der('private')}:${der('public')}`)
    assert.equal(apps.get('2021000000000001')?.aesKey, KEY)
    assert.throws(() => parseAlipayApps(`2021000000000001:${KEY}`), /appId:aesKey:appPrivateKey:alipayPublicKey/)
    assert.throws(() => parseAlipayApps(`2021000000000001:c2hvcnQ=:${der('private')}:${der('public')}`), /16 bytes/)
    assert.equal(parseAlipayApps(undefined).size, 0)
  })
})

describe('live Alipay verifier against a stand-in gateway', () => {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const gatewayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const der = (k: typeof app.privateKey, type: 'pkcs8' | 'spki') => k.export({ format: 'der', type }).toString('base64')
  let server: Server
  let gateway = ''
  let answer: (params: URLSearchParams) => string = () => ''
  const requests: URLSearchParams[] = []

  before(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        const params = new URLSearchParams(body)
        requests.push(params)
        res.setHeader('content-type', 'application/json;charset=utf-8')
        res.end(answer(params))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`
  })
  after(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const verifiers = () =>
    createLiveVerifiers({
      ALIPAY_MINI_APPS: `2021000000000001:${KEY}:${der(app.privateKey, 'pkcs8')}:${der(gatewayKeys.publicKey, 'spki')}`,
      ALIPAY_GATEWAY: gateway,
    })
  /** The gateway's answer: the node text exactly as signed, then the signature. */
  const signedAnswer = (node: string, by = gatewayKeys.privateKey) => `{"alipay_system_oauth_token_response":${node},"sign":"${signAlipay(node, by)}"}`

  it('exchanges the code with a request signed by the app, and checks the gateway’s signature', async () => {
    answer = () => signedAnswer('{"access_token":"t","user_id":"2088000000000001","open_id":"074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5","expires_in":1296000}')
    const result = await verifiers().mini('auth-code-1', '2021000000000001', { merchantId: '10001', now: Date.now() })
    assert.deepEqual(result, { ok: true, identity: { subject: '074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5' } })
    const sent = requests.at(-1)
    assert.ok(sent)
    assert.equal(sent.get('method'), 'alipay.system.oauth.token')
    assert.equal(sent.get('code'), 'auth-code-1')
    assert.equal(sent.get('grant_type'), 'authorization_code')
    const params = Object.fromEntries(sent.entries())
    assert.ok(rsaVerify('sha256', Buffer.from(gatewaySignContent(params)), app.publicKey, Buffer.from(params.sign ?? '', 'base64')), 'signed with the app key')

    // An older app gets only user_id.
    answer = () => signedAnswer('{"access_token":"t","user_id":"2088000000000002"}')
    assert.deepEqual(await verifiers().mini('c', '2021000000000001', { merchantId: '10001', now: Date.now() }), { ok: true, identity: { subject: '2088000000000002' } })
  })

  it('refuses a forged answer, an error answer, and unknown apps; reads phones with the configured keys', async () => {
    answer = () => signedAnswer('{"user_id":"2088000000000003"}', generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey)
    assert.deepEqual(await verifiers().mini('c', '2021000000000001', { merchantId: '10001', now: Date.now() }), { ok: false, reason: 'INVALID' })
    answer = () => '{"error_response":{"code":"40002","msg":"Invalid Arguments","sub_code":"isv.code-invalid"},"sign":"x"}'
    assert.deepEqual(await verifiers().mini('used', '2021000000000001', { merchantId: '10001', now: Date.now() }), { ok: false, reason: 'INVALID' })
    assert.deepEqual(await verifiers().miniPhone('2021000000000404', { encryptedData: 'x', initVector: 'x' }, { merchantId: '10001', now: Date.now() }), {
      ok: false,
      reason: 'UNAVAILABLE',
    })
    const response = encryptAlipayContent(PLAIN, KEY)
    const phone = await verifiers().miniPhone(
      '2021000000000001',
      { encryptedData: response, initVector: 'AAAAAAAAAAAAAAAAAAAAAA==', sign: signAlipay(signedContentOf(response), gatewayKeys.privateKey) },
      { merchantId: '10001', now: Date.now() },
    )
    assert.deepEqual(phone, { ok: true, phone: { countryCode: '86', purePhoneNumber: '13800138000' } })
  })

  it('cuts the signed node out of the answer text as sent (strings with braces and escapes included)', () => {
    const text = '{"x_response":{"a":"}{\\"","b":{"c":1}} ,"sign":"s"}'
    assert.equal(rawJsonNode(text, 'x_response'), '{"a":"}{\\"","b":{"c":1}}')
    assert.equal(rawJsonNode('{"other":{}}', 'x_response'), null)
  })
})

await describeAccounts('Alipay one-tap phone login', (env) => {
  const api = createApi(env)
  const mint = () => ({ now: env().clock.now, host: 'ALIPAY' as const })
  const appId = SANDBOX_ALIPAY_APP_ID
  let n = 0
  const openIdOf = () => `ali-${process.pid}-${Date.now()}-${n++}`

  async function preLogin(openId: string) {
    const mini = await sandboxIdentity.mintMini(appId, { openId }, mint())
    const pre = await api.post('/user/pub/v1/mini/pre_login', { authCode: mini.authCode, appId }, { ip: freshIp() })
    assert.equal(pre.statusCode, 200, pre.comments)
    return { mini, pre: pre.data as MiniPreLoginResult }
  }

  it('pre-login gives a ticket; the sandbox’s Alipay answer logs in (registering the phone); the next pre-login is a login', async () => {
    const openId = openIdOf()
    const { mini, pre } = await preLogin(openId)
    assert.equal(pre.loggedIn, false)
    if (pre.loggedIn) return
    const cellphone = freshPhone()
    const payload = mini.phone({ purePhoneNumber: cellphone, countryCode: '86' })
    assert.equal(payload.initVector, 'AAAAAAAAAAAAAAAAAAAAAA==')
    assert.ok(payload.sign)
    const bound = await api.post('/user/pub/v1/mini/bind_phone', { ...payload, bindTicket: pre.bindTicket, appId })
    assert.equal(bound.statusCode, 200, bound.comments)
    assert.equal((bound.data as LoginResult).isNewUser, true)
    const profile = await api.get('/user/v3/profile', { token: (bound.data as LoginResult).accessToken })
    assert.equal((profile.data as { cellphone: string }).cellphone, cellphone)

    const again = await preLogin(openId)
    assert.equal(again.pre.loggedIn, true)
  })

  it('one call with the login code instead of a ticket, as the app sends it', async () => {
    const openId = openIdOf()
    const mini = await sandboxIdentity.mintMini(appId, { openId }, mint())
    const res = await api.post('/user/pub/v1/mini/bind_phone', { ...mini.phone({ purePhoneNumber: freshPhone(), countryCode: '86' }), authCode: mini.authCode, appId })
    assert.equal(res.statusCode, 200, res.comments)
  })

  it('refuses Alipay’s non-10000 answers in three languages; the ticket stays usable', async () => {
    const { mini, pre } = await preLogin(openIdOf())
    if (pre.loggedIn) return assert.fail('expected a ticket')
    const alipay = sandboxIdentity.alipayApp(appId)
    const refused = alipay.payload({ code: '40003', msg: 'Insufficient Conditions', subCode: 'isv.invalid-auth-relations', subMsg: '无效的授权关系' })
    const expected = {
      'zh-CN': '支付宝未提供手机号（40003），请稍后重试或使用验证码登录',
      'zh-MO': '支付寶未提供手機號碼（40003），請稍後重試或使用驗證碼登入',
      en: 'Alipay did not provide the phone number (40003). Please try again later or log in with a code',
    }
    for (const [lang, text] of Object.entries(expected)) {
      const res = await api.post('/user/pub/v1/mini/bind_phone', { ...refused, bindTicket: pre.bindTicket, appId }, { lang })
      assert.equal(res.statusCode, ACCOUNT_STATUS.IDENTITY_INVALID)
      assert.equal(res.comments, text)
      assert.equal(res.data, null)
    }
    // Nothing was spent: the same ticket binds once the buyer allows it.
    const ok = await api.post('/user/pub/v1/mini/bind_phone', { ...mini.phone({ purePhoneNumber: freshPhone(), countryCode: '86' }), bindTicket: pre.bindTicket, appId })
    assert.equal(ok.statusCode, 200, ok.comments)
  })

  it('refuses tampered, unsigned, badly signed and wrongly keyed payloads with the same localised message', async () => {
    const { mini, pre } = await preLogin(openIdOf())
    if (pre.loggedIn) return assert.fail('expected a ticket')
    const good = mini.phone({ purePhoneNumber: freshPhone(), countryCode: '86' })
    const alipay = sandboxIdentity.alipayApp(appId)
    const cases = {
      tampered: { ...good, encryptedData: flip(good.encryptedData, 5) },
      unsigned: { encryptedData: good.encryptedData, initVector: good.initVector },
      badSign: { ...good, sign: flip(good.sign ?? '', 3) },
      wrongKey: alipay.payload({ code: '10000', msg: 'Success', mobile: freshPhone() }, { aesKey: 'ZmVkY2JhOTg3NjU0MzIxMA==' }),
      otherSandbox: createSandboxIdentity('another sandbox').alipayApp(appId).payload({ code: '10000', msg: 'Success', mobile: freshPhone() }),
    }
    for (const [name, payload] of Object.entries(cases)) {
      const zh = await api.post('/user/pub/v1/mini/bind_phone', { ...payload, bindTicket: pre.bindTicket, appId }, { lang: 'zh-MO' })
      assert.equal(zh.statusCode, ACCOUNT_STATUS.IDENTITY_INVALID, name)
      assert.equal(zh.comments, '獲取手機號碼失敗，請重試', name)
      const en = await api.post('/user/pub/v1/mini/bind_phone', { ...payload, bindTicket: pre.bindTicket, appId }, { lang: 'en' })
      assert.equal(en.comments, 'Could not read the phone number. Please try again', name)
    }
    const still = await api.post('/user/pub/v1/mini/bind_phone', { ...good, bindTicket: pre.bindTicket, appId })
    assert.equal(still.statusCode, 200, 'the refusals spent nothing')
  })

  it('an Alipay login code does not pass for a WeChat app and the other way round', async () => {
    const ali = await sandboxIdentity.mintMini(appId, { openId: openIdOf() }, mint())
    const asWechat = await api.post('/user/pub/v1/mini/pre_login', { authCode: ali.authCode, appId: 'wx-demo-app' })
    assert.equal(asWechat.statusCode, ACCOUNT_STATUS.IDENTITY_INVALID)
    const wx = await sandboxIdentity.mintMini('wx-demo-app', { openId: openIdOf() }, { now: env().clock.now })
    const asAlipay = await api.post('/user/pub/v1/mini/pre_login', { authCode: wx.authCode, appId })
    assert.equal(asAlipay.statusCode, ACCOUNT_STATUS.IDENTITY_INVALID)
  })
})
