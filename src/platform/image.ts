/**
 * Image compression before upload (spec core §5): only jpg, jpeg and png; H5 at quality 0.5 through
 * a canvas; mini-programs at quality 50 fitted into 1080x1960 through Taro.compressImage.
 * Anything else, or any failure, keeps the original file.
 */
export type ImageSource = string | { path: string; name?: string; type?: string }

export interface ImagePort {
  /** Resolves the path of the compressed image, or the original path when it is not compressible. */
  compressImage(file: ImageSource): Promise<string>
}

export * from './image-rules'
export { compressImage } from './image.h5'
