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
    const page = mini.renderPage(AUTH_PAGE)
    // Sending tickets is not built yet: its coming-soon page renders under the real route title.
    await waitFor(() => String(page.dom.textContent).includes('即将上线'), 5000, 'the send-ticket page')
    const call = await waitFor(() => stub.callsOf('navigateTo')[0], 3000, 'wx.navigateTo to login')
    expect(call.url).toBe(LOGIN_PAGE)
    expect(stub.callsOf('navigateTo')).toHaveLength(1)
  })
})
