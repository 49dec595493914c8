/**
 * The WeChat build opened directly on a page that needs a login (a shared path or a service
 * notification into packages/ticket/detail/index): an anonymous buyer is sent to the login page
 * (src/boot guardEntryPage). A file of its own: the app launches once per jest file.
 */
import { createWx, launchWeapp, waitFor, weappBuilt } from './harness'

const TICKET_DETAIL = 'packages/ticket/detail/index'
const LOGIN_PAGE = '/packages/user/login/index'

const describeBuilt = weappBuilt() ? describe : describe.skip

describeBuilt('weapp opened on an auth page', () => {
  it('sends an anonymous buyer to the login page', async () => {
    const stub = createWx()
    const mini = launchWeapp(stub, TICKET_DETAIL)
    const page = mini.renderPage(TICKET_DETAIL)
    // The ticket detail is not built yet: its coming-soon page renders under the real route title.
    await waitFor(() => String(page.dom.textContent).includes('即将上线'), 5000, 'the ticket detail page')
    const call = await waitFor(() => stub.callsOf('navigateTo')[0], 3000, 'wx.navigateTo to login')
    expect(call.url).toBe(LOGIN_PAGE)
    expect(stub.callsOf('navigateTo')).toHaveLength(1)
  })
})
