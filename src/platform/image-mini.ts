/** Mini-program compression: quality 50, fitted into 1080x1960 (Taro.compressImage). */
import Taro from '@tarojs/taro'
import type { ImagePort } from './image'
import { compressibleMime, fitInside, MINI_IMAGE_QUALITY, pathOf } from './image-rules'

export const compressImage: ImagePort['compressImage'] = async (file) => {
  const src = pathOf(file)
  if (!compressibleMime(file)) return src
  let size: { width: number; height: number } | undefined
  try {
    const info = await Taro.getImageInfo({ src })
    if (info.width > 0 && info.height > 0) size = fitInside(info.width, info.height)
  } catch {
    size = undefined // unknown size: compress by quality only
  }
  try {
    const res = await Taro.compressImage({
      src,
      quality: MINI_IMAGE_QUALITY,
      ...(size ? { compressedWidth: size.width, compressedHeight: size.height } : {}),
    })
    return res.tempFilePath || src
  } catch {
    return src
  }
}
