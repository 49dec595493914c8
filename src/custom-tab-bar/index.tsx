/**
 * WeChat's custom-tab-bar slot (app.json tabBar.custom): the host mounts this component under each tab
 * page; it draws the app's TabBar, selected by the tab page on screen (stores.app.currentTab).
 */
import { observer } from 'mobx-react'
import { TabBar } from '../components/tab-bar'
import { stores } from '../stores'

const CustomTabBar = observer(function CustomTabBar() {
  return <TabBar current={stores.app.currentTab} />
})

export default CustomTabBar
