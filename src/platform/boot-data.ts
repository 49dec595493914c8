/**
 * Answers the page arrived with: H5 only (the server writes them into its home page). Per-target files
 * boot-data.{weapp,alipay,tt,h5}.ts; this plain file is the H5 default jest and tsc see.
 */
export { pagePrefetched } from './boot-data.h5'
