/**
 * The server-drawn first screen of an H5 page: H5 only. Per-target files
 * first-screen.{weapp,alipay,tt,h5}.ts; this plain file is the H5 default jest and tsc see.
 */
export { firstScreenDrawn, firstScreenLang, otherPageShown, watchFirstScreen } from './first-screen.h5'
