/**
 * Pages, tab bar, subpackages and preload rules, all derived from the route table so that a page is
 * declared once (src/router/routes.ts). Taro bundles this file at build time.
 */
import { buildHasCustomTabBar } from './platform/tab-bar-build'
import { PAGE_ANIMATION_MS } from './router/page-animation'
import { PRELOAD_RULES, ROUTES, ROUTE_BY_NAME, SUB_PACKAGES, TAB_ROUTES, pagePathOf } from './router/routes'

const mainPages = ROUTES.filter((r) => r.pkg === 'main').map(pagePathOf)

const subPackages = SUB_PACKAGES.map((pkg) => ({
  root: `packages/${pkg}`,
  name: pkg,
  pages: ROUTES.filter((r) => r.pkg === pkg).map((r) => r.page),
}))

// Spec core §2: list preloads show; ticket holder ticket; shop shop; mine user+order; show detail order+user.
const preloadRule = Object.fromEntries(
  PRELOAD_RULES.map((rule) => [pagePathOf(ROUTE_BY_NAME[rule.from]), { network: 'all' as const, packages: rule.packages }]),
)

// Static labels are zh-CN; the app relabels the tabs in the buyer's language at launch.
const TAB_TEXT: Record<string, string> = { home: '首页', all: '全部', shop: '商城', ticketHolder: '票夹', mine: '我的' }

// The entry page is the first of `pages` (pages/list/list); no entryPagePath, so that Taro's H5
// router keeps '/' (its customRoutes alias) as the home URL instead of redirecting to the page path.
export default defineAppConfig({
  pages: mainPages,
  subPackages,
  preloadRule,
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f5f7',
  },
  tabBar: {
    // The app draws the bar where it can (merchant floor types, cart badge, large middle icon — see
    // src/components/tab-bar); the list below still declares the tab pages, as hosts require.
    custom: buildHasCustomTabBar(),
    color: '#8a8a8f',
    selectedColor: '#e8383d',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: TAB_ROUTES.map((r) => ({
      pagePath: pagePathOf(r),
      text: TAB_TEXT[r.name],
      // Drawn by scripts/gen-tab-icons.mjs.
      iconPath: `assets/tab/${r.name}.png`,
      selectedIconPath: `assets/tab/${r.name}-active.png`,
    })),
  },
  permission: {
    'scope.userLocation': { desc: '获取你的位置，为你提供更准确的场所和演出信息' },
  },
  // Exactly the private-info APIs the app calls (the host-rules check compares): location-mini.ts's getLocation.
  requiredPrivateInfos: ['getLocation'],
  lazyCodeLoading: 'requiredComponents',
  animation: { duration: PAGE_ANIMATION_MS, delay: 0 },
})
