/**
 * Calling a phone number (customer service). Per-target files phone.{weapp,alipay,tt,h5}.ts; this
 * plain file is the H5 default jest and tsc see.
 */
export { callPhone } from './phone.h5'
