import type { TabBarDrawer } from './tab-bar'

export const TAB_BAR_DRAWER: TabBarDrawer = 'host-native'
