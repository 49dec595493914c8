/**
 * The visit's shop and language kept across H5 reloads. Per-target files
 * visit-memory.{weapp,alipay,tt,h5}.ts; this plain file is the H5 default jest and tsc see.
 */
export { rememberedVisit, rememberVisit, type Visit } from './visit-memory.h5'
