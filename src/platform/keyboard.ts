/**
 * Keyboard activation of tappable views (components/a11y.ts `pressable`). H5 only: a browser user
 * may tab to a view with role button, link, tab or menuitem and press Enter or Space, which a native
 * <button> would answer with a click; mini-program hosts have no keyboard focus.
 * Per-target files keyboard.{weapp,alipay,tt,h5}.ts; this plain file is the H5 default jest and tsc see.
 */
export { installKeyboardActivation } from './keyboard.h5'
