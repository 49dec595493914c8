/** Router timings and limits (spec core §2 navigation rules, §9 constants). */

/** Repeated opens of the same route within this window are ignored. */
export const ROUTE_REPEAT_GUARD_MS = 100
/** Off H5, an open with this many pages stacked becomes a redirect (mini-program stack limit). */
export const PAGE_STACK_CAP = 10
/** After login, the pending target opens about this long later. */
export const LOGIN_RETURN_DELAY_MS = 500
/** Pages popped after login (the login family on top of the stack): 3, or 2 on H5. */
export const LOGIN_BACK_STEPS = 3
export const LOGIN_BACK_STEPS_H5 = 2
export const loginBackSteps = (isH5: boolean): number => (isH5 ? LOGIN_BACK_STEPS_H5 : LOGIN_BACK_STEPS)
/** Lazy page loading: start after 200 ms, give up after 10 s. */
export const LAZY_LOAD_DELAY_MS = 200
export const LAZY_LOAD_TIMEOUT_MS = 10000
/** Query flag that carries the forbid-share flag between pages. */
export const FORBID_SHARE_PARAM = 'forbidShare'
export const CHANNEL_ID_PARAM = 'channelId'
export const MERCHANT_ID_PARAM = 'merchantId'
/** Show ids of show groups contain this (spec core §3). */
export const SHOW_GROUP_MARK = 'SG'
/** Route names of the login family: the pages popped after a successful login. */
export const LOGIN_FAMILY = [
  'login',
  'loginWay',
  'loginEmail',
  'loginCode',
  'loginCaptcha',
  'checkEmail',
  'activateEmail',
  'createAccount',
  'setPassword',
  'forgotPassword',
  'accountBind',
] as const
