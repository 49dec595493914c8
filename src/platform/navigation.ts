/**
 * Navigation port: the router's only way to move between pages (Taro page stack, H5 location,
 * other mini-programs, the native app shell). Per-target files: navigation.{weapp,alipay,tt,h5}.ts;
 * this plain file is the H5-safe default that jest and tsc see.
 */
export interface PageEntry {
  /** Page path without leading slash or query: `packages/show/detail/index`. */
  route: string
  options: Record<string, string>
}

/** Which banner jumpDetails entry this target can open (spec core §3 Banner). */
export type MiniJumpType = 'WX_MINI' | 'ALIPAY_MINI'

export interface NavigationPort {
  navigateTo(url: string): Promise<void>
  redirectTo(url: string): Promise<void>
  switchTab(url: string): Promise<void>
  reLaunch(url: string): Promise<void>
  navigateBack(delta: number): Promise<void>
  getCurrentPages(): PageEntry[]
  /** H5: leave the app for a URL (location.assign). Mini-programs: false (use the web-view page). */
  assignLocation(url: string): boolean
  /** The jumpDetails type this target can open, or undefined (H5, Douyin). */
  miniJumpType: MiniJumpType | undefined
  /** Open another mini-program; false when unsupported or refused. */
  openMiniProgram(appId: string, path?: string): Promise<boolean>
  /** Hand a page to the native app shell by its mapped name; false when no bridge is present. */
  openNativePage(name: string, params: Record<string, string>): boolean
}

export { navigation } from './navigation.h5'
