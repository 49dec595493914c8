/**
 * Avatar upload sequence: grant (GET oss/upload/auth) → multipart upload to the grant's host with the
 * signed fields → profile update with the stored URL; refusals (too large before sending, the server's
 * sniffing refusal) come back as typed outcomes and never touch the profile.
 */
import { configureRequest } from '../../../src/request'
import { uploadAvatar, type FileUploader } from '../../../src/services/account'

const GRANT = {
  token: 'p.s',
  key: 'avatar-0123456789abcdef0123456789abcdef',
  host: 'http://api.test/api/user/pub/v1/oss/upload?merchantId=10001',
  type: 'LOCAL',
  policy: 'POLICY',
  signature: 'SIG',
  maxSize: 2 * 1024 * 1024,
  accept: ['image/png'],
  url: 'http://api.test/api/user/pub/v1/oss/file/avatar-0123?merchantId=10001',
}
const STORED = 'http://api.test/api/user/pub/v1/oss/file/avatar-0123456789abcdef0123456789abcdef?merchantId=10001'
const PROFILE = { userId: 'U1', nickname: 'n', avatar: STORED }

const envelope = (data: unknown, statusCode = 200, comments = '') => ({ statusCode, mode: 'none', comments, subComments: '', actText: '', iconUrl: '', errorCode: '', data })

function setup() {
  const calls: Array<{ url: string; method: string; data: unknown }> = []
  const transport = jest.fn(async (req: { url: string; method: string; data?: unknown }) => {
    calls.push({ url: req.url, method: req.method, data: req.data })
    if (req.url.includes('oss/upload/auth')) return { statusCode: 200, data: envelope(GRANT), header: {} }
    if (req.url.includes('user/v3/profile')) return { statusCode: 200, data: envelope(PROFILE), header: {} }
    return { statusCode: 404, data: null, header: {} }
  })
  const noop = () => undefined
  configureRequest({
    transport,
    storage: { get: () => undefined, set: noop, remove: noop },
    session: { getAccessToken: () => 'tok', getRefreshToken: () => 'r', getUserId: () => 'U1', setTokens: noop, clear: noop },
    ui: {
      toast: noop,
      alert: async () => undefined,
      confirm: async () => 'cancel',
      progress: { open: noop, update: noop, close: noop },
      showLoading: noop,
      hideLoading: noop,
      languagePopup: async () => 'cancel',
    },
    nav: {
      toLogin: noop,
      back: noop,
      toBooking: noop,
      isOnBooking: () => false,
      refreshCurrent: noop,
      toAccountBind: noop,
      toShopState: noop,
      currentRouteKey: () => 'memberProfile',
      onRouteChange: () => noop,
    },
    context: () => ({ lang: 'en-US', utcOffset: 0, channelId: '', ver: '1', terminalSrc: 'H5', src: 'H5', merchantId: '10001', appId: '', preview: false, isH5: true, isMiniProgram: false }),
    baseUrl: 'http://api.test',
  } as unknown as Parameters<typeof configureRequest>[0])
  return { calls }
}

describe('uploadAvatar', () => {
  it('gets a grant, uploads with the signed fields, then saves the stored URL as the avatar', async () => {
    const { calls } = setup()
    const upload = jest.fn<ReturnType<FileUploader>, Parameters<FileUploader>>(async () => ({
      statusCode: 200,
      data: JSON.stringify(envelope({ key: GRANT.key, url: STORED, contentType: 'image/png', size: 1200 })),
    }))
    const outcome = await uploadAvatar({ path: 'blob:x', size: 1200 }, upload, 'zh-MO')
    expect(outcome).toEqual({ ok: true, profile: PROFILE })
    expect(calls[0]).toMatchObject({ method: 'GET' })
    expect(calls[0]?.url).toContain('user/v1/oss/upload/auth')
    expect(calls[0]?.url).toContain('sceneType=AVATAR')
    expect(upload).toHaveBeenCalledWith({
      url: `${GRANT.host}&lang=zh-MO`,
      filePath: 'blob:x',
      name: 'file',
      formData: { key: GRANT.key, policy: 'POLICY', signature: 'SIG' },
    })
    expect(calls[1]).toMatchObject({ method: 'PUT', data: { avatar: STORED } })
    expect(calls).toHaveLength(2)
  })

  it('refuses a file over the grant’s limit without uploading', async () => {
    const { calls } = setup()
    const upload = jest.fn()
    const outcome = await uploadAvatar({ path: 'blob:x', size: GRANT.maxSize + 1 }, upload, 'en-US')
    expect(outcome).toEqual({ ok: false, reason: 'TOO_LARGE', message: '', maxBytes: GRANT.maxSize })
    expect(upload).not.toHaveBeenCalled()
    expect(calls).toHaveLength(1)
  })

  it('passes the server’s refusal on and leaves the profile alone', async () => {
    const { calls } = setup()
    const upload: FileUploader = async () => ({ statusCode: 200, data: envelope(null, 40120, 'Only images can be uploaded') })
    await expect(uploadAvatar({ path: 'blob:x', size: 10 }, upload, 'en-US')).resolves.toMatchObject({ ok: false, reason: 'REFUSED', message: 'Only images can be uploaded' })
    const broken: FileUploader = async () => ({ statusCode: 502, data: '<html>' })
    await expect(uploadAvatar({ path: 'blob:x', size: 10 }, broken, 'en-US')).resolves.toMatchObject({ ok: false, reason: 'REFUSED', message: '' })
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0)
  })
})
