/**
 * What an uploaded file really is, from its first bytes (the name and the declared type are the
 * sender's claims and are ignored). Only the raster formats an avatar may be: JPEG, PNG, GIF, WebP.
 * SVG is refused on purpose: it can carry script.
 */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp'

const startsWith = (buf: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b)

export function sniffImage(buf: Uint8Array): ImageType | null {
  if (buf.length < 12) return null
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38]) && (buf[4] === 0x37 || buf[4] === 0x39) && buf[5] === 0x61) return 'image/gif'
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}
