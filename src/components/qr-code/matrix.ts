/**
 * QR module matrix for a text (qrcode-generator does the encoding) and the run-length rows the
 * component draws. Drawing is ours so every target renders the same way with plain views: no canvas,
 * no per-target image APIs.
 */
import qrcode from 'qrcode-generator'

/** M recovers ~15% damage: enough for a phone screen under a scanner, smaller than Q/H for long tokens. */
export type QrLevel = 'L' | 'M' | 'Q' | 'H'

export interface QrMatrix {
  size: number
  /** dark[row][col] */
  dark: boolean[][]
}

/**
 * The text's UTF-8 bytes as a string of char codes 0-255. The library's Byte mode keeps only the low
 * byte of each char code (its UTF-8 option exists in the CommonJS build only, not the ES module the
 * app bundles), and scanners read UTF-8; no TextEncoder, which some mini-program runtimes lack.
 */
export function utf8ByteString(text: string): string {
  let escaped: string
  try {
    escaped = encodeURIComponent(text)
  } catch {
    // A lone surrogate has no UTF-8 form: encode what is there rather than fail to draw the ticket.
    return text
  }
  return escaped.replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

export function qrMatrix(text: string, level: QrLevel = 'M'): QrMatrix {
  // Type number 0 picks the smallest version that holds the data.
  const qr = qrcode(0, level)
  qr.addData(utf8ByteString(text), 'Byte')
  qr.make()
  const size = qr.getModuleCount()
  const dark = Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)))
  return { size, dark }
}

/** A horizontal stretch of equal modules: drawn as one view instead of `length` views. */
export interface QrRun {
  dark: boolean
  start: number
  length: number
}

/** Each row as alternating light/dark runs covering every column. */
export function matrixRuns(matrix: QrMatrix): QrRun[][] {
  return matrix.dark.map((row) => {
    const runs: QrRun[] = []
    row.forEach((dark, col) => {
      const last = runs[runs.length - 1]
      if (last && last.dark === dark) last.length += 1
      else runs.push({ dark, start: col, length: 1 })
    })
    return runs
  })
}

/**
 * Whole pixels per module, so module edges fall on pixel boundaries (no blurred seams for the
 * scanner); `quiet` modules of margin on each side as the QR standard asks (4).
 */
export function moduleSize(sizePx: number, modules: number, quiet: number): number {
  return Math.max(1, Math.floor(sizePx / (modules + 2 * quiet)))
}
