export { rememberedVisit, rememberVisit } from './visit-memory.weapp'
