export * from './image-rules'
export { compressImage } from './image-mini'
