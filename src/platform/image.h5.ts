export * from './image-rules'
import type { ImagePort } from './image'
import { BLOB_REVOKE_MS, compressibleMime, H5_IMAGE_QUALITY, pathOf } from './image-rules'

/** The browser pieces the canvas compression needs; injectable so it can be tested without a DOM. */
export interface CanvasDom {
  loadImage(src: string): Promise<{ width: number; height: number; source: unknown }>
  toBlob(image: { width: number; height: number; source: unknown }, mime: string, quality: number): Promise<Blob | null>
  createObjectURL(blob: Blob): string
  revokeObjectURL(url: string): void
}

export function browserCanvasDom(): CanvasDom {
  return {
    loadImage: (src) =>
      new Promise((resolve, reject) => {
        const img = new Image()
        img.crossOrigin = 'anonymous'
        img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight, source: img })
        img.onerror = () => reject(new Error('image load failed'))
        img.src = src
      }),
    toBlob: (image, mime, quality) =>
      new Promise((resolve) => {
        const canvas = document.createElement('canvas')
        canvas.width = image.width
        canvas.height = image.height
        const ctx = canvas.getContext('2d')
        if (!ctx) return resolve(null)
        ctx.drawImage(image.source as CanvasImageSource, 0, 0, image.width, image.height)
        canvas.toBlob((blob) => resolve(blob), mime, quality)
      }),
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
  }
}

/** Compress through a canvas at quality 0.5; the blob URL is revoked after 5 s, so upload it at once. */
export async function compressWithCanvas(src: string, mime: string, dom: CanvasDom): Promise<string> {
  const image = await dom.loadImage(src)
  const blob = await dom.toBlob(image, mime, H5_IMAGE_QUALITY)
  if (!blob) return src
  const url = dom.createObjectURL(blob)
  setTimeout(() => dom.revokeObjectURL(url), BLOB_REVOKE_MS)
  return url
}

export const compressImage: ImagePort['compressImage'] = async (file) => {
  const src = pathOf(file)
  const mime = compressibleMime(file)
  if (!mime) return src
  try {
    return await compressWithCanvas(src, mime, browserCanvasDom())
  } catch {
    return src
  }
}
