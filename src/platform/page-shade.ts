/**
 * Keeping the page on top visible after a quick back: H5 only (page-shade.h5.ts); a mini-program's
 * host draws its own page stack. Per-target files page-shade.{weapp,alipay,tt,h5}.ts; this plain file
 * is the H5 default jest and tsc see.
 */
export { keepTopPageVisible } from './page-shade.h5'
