/** The request module's wording: every error/dialog/request key exists in all three languages. */
import { errors } from '../../../src/i18n/messages/errors'
import { LANGS } from '../../../src/i18n'
import { setLang, t } from './imports'

afterEach(() => setLang('zh-CN'))

describe('error wording', () => {
  it('gives every key a non-empty text in zh-CN, zh-MO and en-US, under the owned prefixes', () => {
    for (const [key, message] of Object.entries(errors)) {
      expect(key).toMatch(/^(error|dialog|request)\./)
      for (const lang of LANGS) {
        const text = (message as Record<string, unknown>)[lang]
        expect(text).toBeTruthy()
      }
    }
  })

  it('covers the catalogue wordings of both specs', () => {
    const keys = Object.keys(errors)
    for (const key of [
      'error.busy', 'error.tooFrequent', 'error.generic', 'error.tryLater', 'error.loginFailed', 'error.logoutFailed',
      'error.codeWrong', 'error.uploadFailed', 'error.deleteFailed', 'error.copyFailed', 'error.payFailed',
      'error.acceptTransferFailed', 'error.transferAccepted', 'error.acceptTimeExceeded', 'error.transferCancelled',
      'error.purchaseLimit', 'error.passportUnavailable', 'error.pageUnavailable', 'error.expressUnavailable',
      'error.addressUndeliverable', 'error.phoneRegionUnsupported', 'error.serviceClosed', 'error.emailMissing',
      'error.received', 'error.faceAuthFailed', 'error.faceAuthUnsupported', 'error.cannotOpenApp',
      'error.cannotConnect', 'error.checkNetwork', 'error.loginInvalid', 'error.jumpFailed', 'error.saveFailed',
      'error.authorizedRetrySave', 'error.albumPermissionFailed', 'error.updateFailed',
      'dialog.title', 'dialog.confirm', 'dialog.close', 'request.progressTitle', 'request.progressSubText',
    ]) {
      expect(keys).toContain(key)
    }
  })

  it('reads the dialog defaults and busy message as the spec words them', () => {
    expect([t('dialog.title'), t('dialog.confirm'), t('dialog.close'), t('error.busy')]).toEqual([
      '当前访问人数过多',
      '确定',
      '关闭',
      '当前访问人数过多，马上就好了',
    ])
    setLang('zh-MO')
    expect(t('error.cannotOpenApp', { shop: '澳門' })).toBe('當前無法打開澳門APP')
    setLang('en-US')
    expect(t('request.tried', { count: 1 })).toBe('Tried 1 time')
  })
})
