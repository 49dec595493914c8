export * from './api'
export * from './shop'
export * from './lang'
