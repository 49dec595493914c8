/**
 * The WeChat build opened directly on a page that needs a login (a shared path or a service
 * notification into a ticket page, here packages/ticket/send/index): an anonymous buyer is sent to the login page
 * (src/boot guardEntryPage). A file of its own: the app launches once per jest file.
 */
import { createWx, launchWeapp, waitFor, weappBuilt } from './harness'

const AUTH_PAGE = 'packages/ticket/send/index'
const LOGIN_PAGE = '/packages/user/login/index'

const describeBuilt = weappBuilt() ? describe : describe.skip

describeBuilt('weapp opened on an auth page', () => {
  it('sends an anonymous buyer to the login page', async () => {
    const stub = createWx()
    const mini = launchWeapp(stub, AUTH_PAGE)
    mini.renderPage(AUTH_PAGE)
    // The send-ticket page (built now) is opened with no ticket and no buyer: the launch guard sends the
    // buyer to login before anything else.
    const call = await waitFor(() => stub.callsOf('navigateTo')[0], 8000, 'wx.navigateTo to login')
    expect(call.url).toBe(LOGIN_PAGE)
    expect(stub.callsOf('navigateTo')).toHaveLength(1)
  })
})
