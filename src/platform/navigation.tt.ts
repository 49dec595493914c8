import * as core from './navigation-core'
import type { NavigationPort } from './navigation'

export const navigation: NavigationPort = {
  ...core,
  // No browser location in a mini-program: the router opens the web-view page instead.
  assignLocation: () => false,
  miniJumpType: undefined,
  openMiniProgram: async () => false,
  openNativePage: () => false,
}
