#!/usr/bin/env node
/**
 * Dev tool: draws the five tab-bar icons (81×81 PNG, grey and selected red) into src/assets/tab/.
 * Mini-program tab bars need PNG files; these are simple outline glyphs rendered with 4×4
 * supersampling so they stay crisp. Run `node scripts/gen-tab-icons.mjs` after changing a shape.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const SIZE = 81
const OUT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'src', 'assets', 'tab')
const COLORS = { normal: [138, 138, 143], active: [232, 56, 61] }

const inRoundRect = (x, y, x0, y0, x1, y1, r) => {
  const cx = Math.max(x0 + r, Math.min(x, x1 - r))
  const cy = Math.max(y0 + r, Math.min(y, y1 - r))
  return x >= x0 && x <= x1 && y >= y0 && y <= y1 && (x - cx) ** 2 + (y - cy) ** 2 <= r * r
}
const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r
const ring = (outer, inner) => (x, y) => outer(x, y) && !inner(x, y)
const inTriangle = (x, y, [ax, ay], [bx, by], [cx, cy]) => {
  const s = (px, py, qx, qy, rx, ry) => (px - rx) * (qy - ry) - (qx - rx) * (py - ry)
  const d1 = s(x, y, ax, ay, bx, by)
  const d2 = s(x, y, bx, by, cx, cy)
  const d3 = s(x, y, cx, cy, ax, ay)
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
}

// Shapes in unit coordinates (0..1); stroke width about 0.08.
const SHAPES = {
  home: (x, y) =>
    (inTriangle(x, y, [0.5, 0.12], [0.1, 0.48], [0.9, 0.48]) && !inTriangle(x, y, [0.5, 0.24], [0.24, 0.47], [0.76, 0.47])) ||
    ring((a, b) => inRoundRect(a, b, 0.2, 0.44, 0.8, 0.88, 0.06), (a, b) => inRoundRect(a, b, 0.28, 0.47, 0.72, 0.8, 0.03))(x, y) ||
    inRoundRect(x, y, 0.42, 0.62, 0.58, 0.88, 0.02),
  all: (x, y) =>
    [
      [0.12, 0.12],
      [0.54, 0.12],
      [0.12, 0.54],
      [0.54, 0.54],
    ].some(([a, b]) => ring((p, q) => inRoundRect(p, q, a, b, a + 0.34, b + 0.34, 0.08), (p, q) => inRoundRect(p, q, a + 0.08, b + 0.08, a + 0.26, b + 0.26, 0.03))(x, y)),
  shop: (x, y) =>
    ring((a, b) => inRoundRect(a, b, 0.14, 0.32, 0.86, 0.9, 0.08), (a, b) => inRoundRect(a, b, 0.22, 0.4, 0.78, 0.82, 0.04))(x, y) ||
    (y <= 0.36 && ring((a, b) => inCircle(a, b, 0.5, 0.34, 0.22), (a, b) => inCircle(a, b, 0.5, 0.34, 0.14))(x, y)),
  ticketHolder: (x, y) => {
    const body = (a, b) => inRoundRect(a, b, 0.08, 0.22, 0.92, 0.78, 0.08) && !inCircle(a, b, 0.08, 0.5, 0.1) && !inCircle(a, b, 0.92, 0.5, 0.1)
    const inner = (a, b) => inRoundRect(a, b, 0.16, 0.3, 0.84, 0.7, 0.03) && !inCircle(a, b, 0.08, 0.5, 0.18) && !inCircle(a, b, 0.92, 0.5, 0.18)
    const perforation = x > 0.6 && x < 0.66 && y > 0.3 && y < 0.7 && Math.floor(y * 20) % 2 === 0
    return (body(x, y) && !inner(x, y)) || perforation
  },
  mine: (x, y) =>
    ring((a, b) => inCircle(a, b, 0.5, 0.32, 0.2), (a, b) => inCircle(a, b, 0.5, 0.32, 0.12))(x, y) ||
    (y <= 0.9 && ring((a, b) => inCircle(a, b, 0.5, 0.95, 0.4), (a, b) => inCircle(a, b, 0.5, 0.95, 0.32))(x, y)),
}

function crc32(buf) {
  let c = ~0
  for (const b of buf) {
    c ^= b
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
  }
  return ~c >>> 0
}

function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

function png(shape, [r, g, b]) {
  const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE)
  const S = 4
  for (let y = 0; y < SIZE; y++) {
    raw[y * (SIZE * 4 + 1)] = 0
    for (let x = 0; x < SIZE; x++) {
      let hits = 0
      for (let sy = 0; sy < S; sy++) for (let sx = 0; sx < S; sx++) if (shape((x + (sx + 0.5) / S) / SIZE, (y + (sy + 0.5) / S) / SIZE)) hits++
      const o = y * (SIZE * 4 + 1) + 1 + x * 4
      raw[o] = r
      raw[o + 1] = g
      raw[o + 2] = b
      raw[o + 3] = Math.round((hits / (S * S)) * 255)
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(SIZE, 0)
  ihdr.writeUInt32BE(SIZE, 4)
  ihdr[8] = 8
  ihdr[9] = 6
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

fs.mkdirSync(OUT, { recursive: true })
for (const [name, shape] of Object.entries(SHAPES)) {
  fs.writeFileSync(path.join(OUT, `${name}.png`), png(shape, COLORS.normal))
  fs.writeFileSync(path.join(OUT, `${name}-active.png`), png(shape, COLORS.active))
}
console.log(`wrote ${Object.keys(SHAPES).length * 2} icons to ${path.relative(process.cwd(), OUT)}`)
