import type { ImageSource } from './image'

export const COMPRESSIBLE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const
export const H5_IMAGE_QUALITY = 0.5
export const MINI_IMAGE_QUALITY = 50
export const MINI_IMAGE_TARGET = { width: 1080, height: 1960 } as const
/** Spec core §9: H5 image blob URL revoked after 5 s. */
export const BLOB_REVOKE_MS = 5000

export function pathOf(file: ImageSource): string {
  return typeof file === 'string' ? file : file.path
}

/** The image's MIME type when it is one we compress (by MIME type, file name or path), else undefined. */
export function compressibleMime(file: ImageSource): 'image/jpeg' | 'image/png' | undefined {
  const f = typeof file === 'string' ? { path: file } : file
  const type = (f.type ?? '').toLowerCase()
  if (type === 'image/jpeg' || type === 'image/jpg') return 'image/jpeg'
  if (type === 'image/png') return 'image/png'
  for (const candidate of [f.name, f.path]) {
    const m = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(candidate ?? '')
    const ext = m?.[1].toLowerCase()
    if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg'
    if (ext === 'png') return 'image/png'
  }
  return undefined
}

export function isCompressible(file: ImageSource): boolean {
  return compressibleMime(file) !== undefined
}

/** Fit (width, height) inside the target box keeping the aspect ratio; never enlarges. */
export function fitInside(width: number, height: number, box: { width: number; height: number } = MINI_IMAGE_TARGET) {
  const scale = Math.min(1, box.width / width, box.height / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}
