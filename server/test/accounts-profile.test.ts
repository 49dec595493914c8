/** Profile, member privileges and the language / login-area check. */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { ACCOUNT_STATUS, type LoginResult, type Profile } from '../../types/accounts.js'
import { STATUS } from '../../types/api.js'
import { merchantLoginAreas } from '../src/db/schema.js'
import { MACAU, MAINLAND, createApi, describeAccounts, freshIp, freshPhone, uploadAvatar } from './accounts-helpers.js'

const PROFILE = '/user/v3/profile'
const CHECK = '/user/v1/login_check'

await describeAccounts('accounts: profile and login check', (env) => {
  const api = createApi(env)

  it('reads and updates the profile; bad input changes nothing', async () => {
    const phone = freshPhone()
    const { accessToken: token, userId } = await api.phoneLogin(phone, { lang: 'en' })
    const initial = (await api.get(PROFILE, { token })).data as Profile
    assert.deepEqual(initial, {
      userId,
      nickname: '',
      avatar: '',
      countryCode: '86',
      cellphone: phone,
      email: '',
      sex: 'UNKNOWN',
      birthday: '',
      birthdayEditable: true,
      language: 'en-US',
      messageLanguage: 'en-US',
      hasPassword: false,
    })

    const avatar = await uploadAvatar(env().app, token)
    const res = await api.put(PROFILE, { nickname: ' 小明 ', sex: 'MAN', language: 'zh-MO', messageLanguage: 'zh-CN', avatar }, { token })
    assert.equal(res.statusCode, 200, res.comments)
    const p = res.data as Profile
    assert.equal(p.nickname, '小明')
    assert.equal(p.sex, 'MAN')
    assert.equal(p.language, 'zh-MO')
    assert.equal(p.messageLanguage, 'zh-CN')
    assert.equal(p.avatar, avatar)

    for (const [body, message] of [
      [{ nickname: '', sex: 'WOMAN' }, 'The nickname must be 1 to 20 characters'],
      [{ nickname: 'x'.repeat(21) }, 'The nickname must be 1 to 20 characters'],
      [{ avatar: 'javascript:alert(1)', sex: 'WOMAN' }, 'The avatar must be a picture you uploaded to this shop'],
      [{ avatar: 'https://img.example.com/a.png', sex: 'WOMAN' }, 'The avatar must be a picture you uploaded to this shop'],
      [{ birthday: '2001-02-30', nickname: 'Changed' }, 'Please enter a valid birthday'],
      [{ birthday: '2999-01-01' }, 'Please enter a valid birthday'],
    ] as const) {
      const bad = await api.put(PROFILE, body, { token, lang: 'en' })
      assert.equal(bad.statusCode, ACCOUNT_STATUS.INVALID_INPUT, JSON.stringify(body))
      assert.equal(bad.comments, message)
    }
    const sexBad = await api.put(PROFILE, { sex: 'OTHER' }, { token, lang: 'en' })
    assert.equal(sexBad.statusCode, 400)
    assert.equal(sexBad.comments, 'The value of sex is not valid')
    assert.deepEqual((await api.get(PROFILE, { token })).data, p, 'nothing changed')

    const mainland = await api.phoneLogin(freshPhone(), { merchant: MAINLAND })
    const lang = await api.put(PROFILE, { language: 'en-US' }, { token: mainland.accessToken, merchant: MAINLAND, lang: 'zh' })
    assert.equal(lang.statusCode, ACCOUNT_STATUS.INVALID_INPUT)
    assert.equal(lang.comments, '本店不支持该语言')
  })

  it('the avatar is only a picture this buyer uploaded to this shop; anything else is refused and changes nothing', async () => {
    const me = await api.phoneLogin(freshPhone())
    const other = await api.phoneLogin(freshPhone())
    const mainland = await api.phoneLogin(freshPhone(), { merchant: MAINLAND })
    const mine = await uploadAvatar(env().app, me.accessToken)
    const theirs = await uploadAvatar(env().app, other.accessToken)
    const elsewhere = await uploadAvatar(env().app, mainland.accessToken, MAINLAND)
    // A grant that was never used: its URL names no file yet.
    const unused = (await api.get('/user/v1/oss/upload/auth?sceneType=AVATAR', { token: me.accessToken })).data as { url: string }
    const mineUrl = new URL(mine)

    const set = await api.put(PROFILE, { avatar: mine }, { token: me.accessToken })
    assert.equal(set.statusCode, 200, set.comments)
    assert.equal((set.data as Profile).avatar, mine)

    const refused: Array<[string, string]> = [
      ['another buyer’s upload', theirs],
      ['another shop’s upload, even with this shop in the query', elsewhere.replace(`merchantId=${MAINLAND}`, `merchantId=${MACAU}`)],
      ['another shop’s upload as it was answered', elsewhere],
      ['a grant with no file behind it', unused.url],
      ['the same file on another host', mine.replace(mineUrl.origin, 'https://evil.example.com')],
      ['the same file with extra query', `${mine}&x=1`],
      ['a made-up key', mine.replace(/avatar-[0-9a-f]{32}/, `avatar-${'0'.repeat(32)}`)],
      ['a relative path', mineUrl.pathname + mineUrl.search],
      ['any web picture', 'https://cdn.example.com/a.png'],
      ['a data URI', 'data:image/png;base64,iVBORw0KGgo='],
    ]
    for (const [why, avatar] of refused) {
      for (const [lang, text] of [
        ['en', 'The avatar must be a picture you uploaded to this shop'],
        ['zh', '头像需使用您在本店上传的图片'],
        ['zh-MO', '頭像需使用您在本店上傳的圖片'],
      ] as const) {
        const res = await api.put(PROFILE, { avatar, nickname: 'Changed' }, { token: me.accessToken, lang })
        assert.equal(res.statusCode, ACCOUNT_STATUS.INVALID_INPUT, why)
        assert.equal(res.comments, text, why)
      }
    }
    const now = (await api.get(PROFILE, { token: me.accessToken })).data as Profile
    assert.equal(now.avatar, mine, 'nothing changed')
    assert.equal(now.nickname, '')

    // The owner of the other upload may use it; '' removes the avatar.
    assert.equal((await api.put(PROFILE, { avatar: theirs }, { token: other.accessToken })).statusCode, 200)
    const cleared = await api.put(PROFILE, { avatar: '' }, { token: me.accessToken })
    assert.equal((cleared.data as Profile).avatar, '')
    // The file URL works as an image for anyone (it is served publicly, like the picture it is).
    const served = await env().app.inject({ method: 'GET', url: mineUrl.pathname + mineUrl.search })
    assert.equal(served.headers['content-type'], 'image/png')
  })

  it('the nickname is 1 to 20 characters, counted as characters (an emoji is one)', async () => {
    const { accessToken: token } = await api.phoneLogin(freshPhone())
    const twenty = '😀'.repeat(20)
    const ok = await api.put(PROFILE, { nickname: twenty }, { token })
    assert.equal(ok.statusCode, 200, ok.comments)
    assert.equal((ok.data as Profile).nickname, twenty)
    for (const nickname of ['😀'.repeat(21), '   ', 'x'.repeat(21)]) {
      const bad = await api.put(PROFILE, { nickname }, { token, lang: 'zh-MO' })
      assert.equal(bad.statusCode, ACCOUNT_STATUS.INVALID_INPUT, JSON.stringify(nickname))
      assert.equal(bad.comments, '暱稱需為1-20個字元')
    }
    // A control character is refused before the rule, at the schema layer (http/input-hygiene.ts).
    const nul = await api.put(PROFILE, { nickname: 'a\u0000b' }, { token, lang: 'zh-MO' })
    assert.equal(nul.statusCode, 400)
    assert.equal(nul.comments, 'nickname 含有不允許的控制字元，請刪除後重試')
    assert.equal(((await api.get(PROFILE, { token })).data as Profile).nickname, twenty)
  })

  it('the birthday can be set once', async () => {
    const { accessToken: token } = await api.phoneLogin(freshPhone())
    const set = await api.put(PROFILE, { birthday: '1990-05-17' }, { token })
    assert.equal(set.statusCode, 200)
    assert.equal((set.data as Profile).birthday, '1990-05-17')
    assert.equal((set.data as Profile).birthdayEditable, false)
    const same = await api.put(PROFILE, { birthday: '1990-05-17', nickname: 'Same' }, { token })
    assert.equal(same.statusCode, 200, 'sending the same birthday again is fine')
    const again = await api.put(PROFILE, { birthday: '1991-01-01', nickname: 'Again' }, { token, lang: 'zh-MO' })
    assert.equal(again.statusCode, ACCOUNT_STATUS.INVALID_INPUT)
    assert.equal(again.comments, '生日只能修改一次')
    const now = (await api.get(PROFILE, { token })).data as Profile
    assert.equal(now.birthday, '1990-05-17')
    assert.equal(now.nickname, 'Same')
  })

  it('prime_privilege: a new buyer is at the lowest level, without member discounts (membership.test.ts covers a level with one)', async () => {
    const { accessToken: token } = await api.phoneLogin(freshPhone())
    const res = await api.get('/user/v1/prime_privilege', { token, lang: 'en-US' })
    assert.equal(res.statusCode, 200)
    assert.deepEqual(res.data, {
      primeLevelName: 'Member',
      showDiscountPrivileges: [],
      showDiscountPrivilegeVo: null,
      itemDiscountPrivilegeVo: null,
      couponPackageDiscountPrivilegeVo: null,
    })
    assert.equal((await api.get('/user/v1/prime_privilege')).statusCode, STATUS.NOT_LOGGED_IN)
  })

  it('login_check: 22046007 when the language lacks the login method, 22046008 when the area is unsupported', async () => {
    const phoneUser = await api.phoneLogin(freshPhone())
    assert.equal((await api.get(CHECK, { token: phoneUser.accessToken, lang: 'zh' })).statusCode, 200)

    const email = `check${process.pid}x${Date.now()}@example.com`
    await api.post('/user/pub/v1/create_account', { email, password: 'Lotus-Stage-1' }, { ip: freshIp() })
    const link = env().mail.last(email)?.link ?? ''
    await api.post('/user/pub/v1/activate_email', { token: new URL(link, 'http://x').searchParams.get('token') })
    const login = await api.post('/user/pub/v1/login', { email, password: 'Lotus-Stage-1' }, { ip: freshIp() })
    const emailUser = login.data as LoginResult
    assert.equal((await api.get(CHECK, { token: emailUser.accessToken, lang: 'en' })).statusCode, 200)
    const lang = await api.get(CHECK, { token: emailUser.accessToken, lang: 'zh' })
    assert.equal(lang.statusCode, STATUS.LANGUAGE_POPUP_A)
    assert.equal(lang.comments, '当前语言不支持您的登录方式，请切换语言或重新登录')
    assert.equal(lang.actText, '切换语言')
    // The facts behind it, for the app's login_warn_tips choice: zh-MO and en offer email, zh-CN does not.
    assert.deepEqual(lang.data, {
      loginMethod: 'EMAIL',
      countryCode: '',
      areaSupported: true,
      methodSupported: false,
      methodsInLanguage: ['CELLPHONE'],
      languagesWithMethod: ['zh-MO', 'en-US'],
    })

    const hk = await api.phoneLogin('98765432', { countryCode: '852' })
    assert.equal((await api.get(CHECK, { token: hk.accessToken })).statusCode, 200)
    const db = env().db.handle.db
    await db.delete(merchantLoginAreas).where(and(eq(merchantLoginAreas.merchantId, MACAU), eq(merchantLoginAreas.code, '852')))
    try {
      const area = await api.get(CHECK, { token: hk.accessToken, lang: 'en' })
      assert.equal(area.statusCode, STATUS.LANGUAGE_POPUP_B)
      assert.equal(area.comments, 'Your phone number region is not supported for login. Please log in again another way')
      assert.deepEqual(area.data, {
        loginMethod: 'CELLPHONE',
        countryCode: '852',
        areaSupported: false,
        methodSupported: true,
        methodsInLanguage: (area.data as { methodsInLanguage: string[] }).methodsInLanguage,
        languagesWithMethod: (area.data as { languagesWithMethod: string[] }).languagesWithMethod,
      })
      assert.ok((area.data as { methodsInLanguage: string[] }).methodsInLanguage.includes('CELLPHONE'))
    } finally {
      await db.insert(merchantLoginAreas).values({ merchantId: MACAU, code: '852', position: 2 })
    }
  })
})
