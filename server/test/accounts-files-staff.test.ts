/**
 * Signed avatar uploads to the server's own storage (images only by content, size limit, single-use
 * keys, per merchant), certification, and the work-permit staff identity.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { ACCOUNT_STATUS, type Certification, type UploadAuth, type UploadResult, type WorkPermitLoginResult, type WorkPermitRecord } from '../../types/accounts.js'
import { API_PREFIX, STATUS } from '../../types/api.js'
import { idCardCheckChar } from '../src/modules/orders/id-card.js'
import { MACAU, MAINLAND, createApi, describeAccounts, freshIp, freshPhone, multipart, png } from './accounts-helpers.js'

await describeAccounts('uploads, certification, work permits', (env) => {
  const api = createApi(env)

  async function upload(grant: UploadAuth, file: { name: string; type: string; body: Buffer }, fields = { policy: grant.policy, signature: grant.signature }, merchant: string = MACAU) {
    const { payload, headers } = multipart(fields, file)
    const res = await env().app.inject({ method: 'POST', url: new URL(grant.host).pathname + new URL(grant.host).search, headers: { ...headers, 'merchant-id': merchant }, payload })
    assert.equal(res.statusCode, 200, res.body)
    return JSON.parse(res.body) as { statusCode: number; comments: string; data: UploadResult | null }
  }

  it('signs an avatar upload, stores the sniffed image, serves it back and lets the profile use it', async () => {
    const me = await api.phoneLogin(freshPhone())
    const auth = await api.get('/user/v1/oss/upload/auth?uploadType=AVATAR&sceneType=AVATAR', { token: me.accessToken })
    assert.equal(auth.statusCode, 200, auth.comments)
    const grant = auth.data as UploadAuth
    assert.equal(grant.type, 'LOCAL')
    assert.ok(grant.maxSize >= 1024 * 1024)

    // The declared type says JPEG; the bytes are a PNG, and the PNG type is what is stored.
    const stored = await upload(grant, { name: 'me.jpg', type: 'image/jpeg', body: png() })
    assert.equal(stored.statusCode, 200, stored.comments)
    assert.equal(stored.data?.contentType, 'image/png')
    assert.equal(stored.data?.url, grant.url)

    const served = await env().app.inject({ method: 'GET', url: new URL(grant.url).pathname + new URL(grant.url).search })
    assert.equal(served.statusCode, 200)
    assert.equal(served.headers['content-type'], 'image/png')
    assert.equal(served.headers['x-content-type-options'], 'nosniff')
    assert.deepEqual(served.rawPayload, png())

    // The key is written once: the same policy cannot replace the picture.
    const replay = await upload(grant, { name: 'x.png', type: 'image/png', body: png() })
    assert.equal(replay.statusCode, ACCOUNT_STATUS.UPLOAD_REFUSED)

    // Another merchant does not have the file.
    const elsewhere = await env().app.inject({ method: 'GET', url: `${API_PREFIX}/user/pub/v1/oss/file/${grant.key}?merchantId=${MAINLAND}` })
    assert.equal(JSON.parse(elsewhere.body).statusCode, STATUS.NOT_FOUND)

    const saved = await api.put('/user/v3/profile', { avatar: grant.url }, { token: me.accessToken })
    assert.equal(saved.statusCode, 200, saved.comments)
    assert.equal((saved.data as { avatar: string }).avatar, grant.url)
  })

  it('refuses non-images whatever they claim, oversize files, tampered or foreign policies and anonymous grants', async () => {
    const me = await api.phoneLogin(freshPhone())
    const grant = async () => (await api.get('/user/v1/oss/upload/auth?uploadType=AVATAR', { token: me.accessToken })).data as UploadAuth

    const html = await upload(await grant(), { name: 'evil.png', type: 'image/png', body: Buffer.from('<html><script>alert(1)</script></html>') })
    assert.equal(html.statusCode, ACCOUNT_STATUS.UPLOAD_REFUSED)
    assert.match(html.comments, /JPG/)
    const svg = await upload(await grant(), { name: 'a.svg', type: 'image/svg+xml', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>') })
    assert.equal(svg.statusCode, ACCOUNT_STATUS.UPLOAD_REFUSED)

    const g = await grant()
    const big = Buffer.concat([png(), Buffer.alloc(g.maxSize)])
    const tooLarge = await upload(g, { name: 'big.png', type: 'image/png', body: big })
    assert.equal(tooLarge.statusCode, ACCOUNT_STATUS.UPLOAD_REFUSED)
    assert.match(tooLarge.comments, /MB/)

    const g2 = await grant()
    const policy = JSON.parse(Buffer.from(g2.policy, 'base64url').toString())
    const raised = Buffer.from(JSON.stringify({ ...policy, max: 50 * 1024 * 1024 })).toString('base64url')
    const tampered = await upload(g2, { name: 'a.png', type: 'image/png', body: png() }, { policy: raised, signature: g2.signature })
    assert.equal(tampered.statusCode, ACCOUNT_STATUS.UPLOAD_REFUSED)
    const foreign = await upload(g2, { name: 'a.png', type: 'image/png', body: png() }, { policy: g2.policy, signature: g2.signature }, MAINLAND)
    assert.equal(foreign.statusCode, ACCOUNT_STATUS.UPLOAD_REFUSED)

    // The grant expires.
    env().clock.advance(11 * 60)
    const late = await upload(g2, { name: 'a.png', type: 'image/png', body: png() })
    assert.equal(late.statusCode, ACCOUNT_STATUS.UPLOAD_REFUSED)

    assert.equal((await api.get('/user/v1/oss/upload/auth')).statusCode, STATUS.NOT_LOGGED_IN)
  })

  it('certifies a person by a valid document (masked in answers) and takes a student application in shops that offer it', async () => {
    const me = await api.phoneLogin(freshPhone())
    const id17 = '11010519491231002'
    const idNo = id17 + idCardCheckChar(id17)
    const badId = id17 + (idCardCheckChar(id17) === '0' ? '1' : '0')
    const refused = await api.post('/buyer/v1/user_certification/person/create_or_update', { name: '王小明', idType: 'ID_CARD', idNo: badId }, { token: me.accessToken, lang: 'en' })
    assert.equal(refused.statusCode, ACCOUNT_STATUS.INVALID_INPUT)
    assert.equal(refused.comments, 'The ID number format is wrong')

    const ok = await api.post('/buyer/v1/user_certification/person/create_or_update', { name: '王小明', idType: 'ID_CARD', idNo }, { token: me.accessToken })
    assert.equal(ok.statusCode, 200, ok.comments)
    const cert = ok.data as Certification
    assert.equal(cert.authStatus, 'AUTH_SUCCESS')
    assert.equal(cert.authType, 'ELECTRONIC_CERT')
    assert.equal(cert.name, '王**')
    assert.equal(cert.idNo.includes(id17.slice(3, 10)), false)

    const list = await api.get('/buyer/v1/user_certification/list', { token: me.accessToken })
    assert.equal((list.data as Certification[]).length, 1)
    const someoneElse = await api.phoneLogin(freshPhone())
    assert.deepEqual((await api.get('/buyer/v1/user_certification/list', { token: someoneElse.accessToken })).data, [])

    const year = new Date().getUTCFullYear()
    const off = await api.post('/buyer/v1/user_certification/student/create', { name: '王小明', school: '澳門大學', studentNo: 'DB12345', enrollmentYear: year - 1 }, { token: me.accessToken })
    assert.equal(off.statusCode, ACCOUNT_STATUS.INVALID_INPUT, 'the Macau demo shop does not offer student certification')

    const mainland = await api.phoneLogin(freshPhone(), { merchant: MAINLAND })
    const student = await api.post('/buyer/v1/user_certification/student/create', { name: '李华', school: '复旦大学', studentNo: '22300123', enrollmentYear: year - 1 }, { token: mainland.accessToken, merchant: MAINLAND })
    assert.equal(student.statusCode, 200, student.comments)
    assert.equal((student.data as Certification).authStatus, 'AUTH_PENDING')
    const twice = await api.post('/buyer/v1/user_certification/student/create', { name: '李华', school: '复旦大学', studentNo: '22300123', enrollmentYear: year - 1 }, { token: mainland.accessToken, merchant: MAINLAND })
    assert.equal(twice.statusCode, ACCOUNT_STATUS.INVALID_INPUT)
  })

  it('work permits: a separate staff login, idempotent applications, records of one’s own only', async () => {
    const cellphone = freshPhone()
    const send = await api.post('/user/pub/v1/work_permit/send_code', { cellphone, countryCode: '86' }, { ip: freshIp() })
    assert.equal(send.statusCode, 200, send.comments)
    const code = env().sms.last('86', cellphone)?.code as string
    const login = await api.post('/user/pub/v1/work_permit/login', { cellphone, countryCode: '86', verifyCode: code }, { ip: freshIp() })
    assert.equal(login.statusCode, 200, login.comments)
    const staff = login.data as WorkPermitLoginResult
    // The staff token is not a buyer token, and a buyer token is not a staff token.
    assert.equal((await api.get('/user/v3/profile', { token: staff.staffToken })).statusCode, STATUS.TOKEN_EXCEPTION)
    const buyer = await api.phoneLogin(freshPhone())
    const asBuyer = await api.get('/user/pub/v1/work_permit/records', { headers: { 'staff-token': buyer.accessToken } })
    assert.equal(asBuyer.statusCode, ACCOUNT_STATUS.STAFF_LOGIN_REQUIRED)
    // Nor does it work in another merchant.
    const elsewhere = await api.get('/user/pub/v1/work_permit/records', { merchant: MAINLAND, headers: { 'staff-token': staff.staffToken } })
    assert.equal(elsewhere.statusCode, ACCOUNT_STATUS.STAFF_LOGIN_REQUIRED)

    const body = { name: '陳工', company: '蓮花舞台製作', jobTitle: '燈光師', idType: 'PASSPORT', idNo: 'K1234567', eventName: '新年音樂會', idempotencyKey: `wp-${Date.now()}` }
    const headers = { 'staff-token': staff.staffToken }
    const first = await api.post('/user/pub/v1/work_permit/apply', body, { headers })
    assert.equal(first.statusCode, 200, first.comments)
    const retry = await api.post('/user/pub/v1/work_permit/apply', body, { headers })
    assert.equal((retry.data as WorkPermitRecord).applicationId, (first.data as WorkPermitRecord).applicationId)
    const bad = await api.post('/user/pub/v1/work_permit/apply', { ...body, company: '  ', idempotencyKey: `wp-x-${Date.now()}` }, { headers })
    assert.equal(bad.statusCode, ACCOUNT_STATUS.INVALID_INPUT)

    const records = await api.get('/user/pub/v1/work_permit/records', { headers })
    const list = records.data as WorkPermitRecord[]
    assert.equal(list.length, 1)
    assert.equal(list[0]?.status, 'PENDING')
    assert.equal(list[0]?.idNo.includes('1234567'), false)
  })
})
