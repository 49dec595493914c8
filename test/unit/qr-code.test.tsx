/**
 * @jest-environment jsdom
 *
 * The QR code component draws qrcode-generator's module matrix itself (rows of runs), so these tests
 * check the drawing, not the library: the matrix equals the library's isDark, the rendered runs
 * rebuild exactly that matrix, and an image painted from the rendered runs decodes back to the text.
 */
import { render } from '@testing-library/react'
import jsQR from 'jsqr'
import qrcode from 'qrcode-generator'
import { QR_QUIET_ZONE, QrCode } from '../../src/components/qr-code'
import { matrixRuns, moduleSize, qrMatrix, utf8ByteString } from '../../src/components/qr-code/matrix'

// Taro's React components ship an ES-module tslib that jest's transform skips; a View is a div on H5
// anyway, and the test looks only at the component's own structure, classes, styles and data.
jest.mock('@tarojs/components', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react')
  return { View: (props: Record<string, unknown>) => createElement('div', props) }
})

// A signed ticket code is a compact token of this shape and length (payload.signature, base64url).
const TOKEN =
  'tk1.eyJ0IjoiVEswMDAwMDEiLCJzIjoiTU8wMDIiLCJzcyI6IlNTMDEiLCJzZWF0IjoiQTEtMTIiLCJ2IjozLCJmIjoxNzY3MjI1NjAwMDAwfQ.' +
  'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5d2FsZG9mcmVkcGx1Z3h5enp5Zm9vYmFyYmF6cXV4cXV1eA'

/** The library's own matrix, with the text turned into UTF-8 by the library's own encoder. */
function libraryMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M')
  qr.addData(String.fromCharCode(...qrcode.stringToBytesFuncs['UTF-8'](text)), 'Byte')
  qr.make()
  const n = qr.getModuleCount()
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)))
}

/** Read the matrix back from what the component rendered: each row's runs by their data attributes. */
function renderedMatrix(container: HTMLElement): boolean[][] {
  const rows = Array.from(container.querySelectorAll('.qr-code__row'))
  return rows.map((row) => {
    const cells: boolean[] = []
    for (const run of Array.from(row.children)) {
      const start = Number(run.getAttribute('data-start'))
      const len = Number(run.getAttribute('data-len'))
      expect(start).toBe(cells.length)
      for (let i = 0; i < len; i++) cells.push(run.className.includes('qr-code__dark'))
    }
    return cells
  })
}

/** Paint modules as RGBA pixels (quiet zone white), the way the screen shows them. */
function paint(matrix: boolean[][], cell: number, quiet: number): { data: Uint8ClampedArray; width: number } {
  const width = (matrix.length + 2 * quiet) * cell
  const data = new Uint8ClampedArray(width * width * 4).fill(255)
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return
      for (let y = 0; y < cell; y++)
        for (let x = 0; x < cell; x++) {
          const i = (((quiet + r) * cell + y) * width + (quiet + c) * cell + x) * 4
          data[i] = data[i + 1] = data[i + 2] = 0
        }
    }),
  )
  return { data, width }
}

describe('qrMatrix', () => {
  it.each(['HELLO', 'https://example.test/ticket-detail?id=TK1', TOKEN, '票夾 e-ticket 電子票'])('is the library matrix for %s', (text) => {
    const m = qrMatrix(text)
    expect(m.dark).toEqual(libraryMatrix(text))
    expect(m.size).toBe(m.dark.length)
  })

  it('grows the version with the data', () => {
    expect(qrMatrix('A').size).toBe(21)
    expect(qrMatrix(TOKEN).size).toBeGreaterThan(21)
  })
})

describe('utf8ByteString', () => {
  it('is the UTF-8 encoding, one char per byte', () => {
    for (const text of ['ASCII-only.token_09', '票夾', 'é€😀']) {
      expect(Array.from(utf8ByteString(text), (c) => c.charCodeAt(0))).toEqual(Array.from(Buffer.from(text, 'utf8')))
    }
  })
})

describe('matrixRuns', () => {
  it('covers every column with alternating runs', () => {
    const m = qrMatrix(TOKEN)
    matrixRuns(m).forEach((runs, r) => {
      expect(runs.reduce((n, x) => n + x.length, 0)).toBe(m.size)
      runs.forEach((run, i) => {
        if (i > 0) expect(run.dark).not.toBe(runs[i - 1].dark)
        for (let c = run.start; c < run.start + run.length; c++) expect(m.dark[r][c]).toBe(run.dark)
      })
    })
  })
})

describe('moduleSize', () => {
  it('fits whole pixels per module with the quiet zone inside the size', () => {
    expect(moduleSize(232, 29, 4)).toBe(6)
    expect(moduleSize(232, 57, 4)).toBe(3)
    expect(moduleSize(10, 57, 4)).toBe(1)
  })
})

describe('<QrCode>', () => {
  it('renders exactly the library modules, and the rendering decodes back to the text', () => {
    const { container } = render(<QrCode text={TOKEN} size={232} />)
    const root = container.querySelector('[data-testid="qr-code"]') as HTMLElement
    const expected = libraryMatrix(TOKEN)
    expect(Number(root.getAttribute('data-modules'))).toBe(expected.length)
    const drawn = renderedMatrix(container)
    expect(drawn).toEqual(expected)

    const cell = Number(root.getAttribute('data-cell'))
    expect(cell).toBe(moduleSize(232, expected.length, QR_QUIET_ZONE))
    const { data, width } = paint(drawn, cell, QR_QUIET_ZONE)
    expect(jsQR(data, width, width)?.data).toBe(TOKEN)
  })

  it('encodes text as UTF-8, as scanners read it', () => {
    const text = '票夾 e-ticket 電子票'
    const { container } = render(<QrCode text={text} size={300} />)
    const cell = Number((container.querySelector('[data-testid="qr-code"]') as HTMLElement).getAttribute('data-cell'))
    const { data, width } = paint(renderedMatrix(container), cell, QR_QUIET_ZONE)
    expect(jsQR(data, width, width)?.data).toBe(text)
  })

  it('draws a different code for a regenerated token', () => {
    const a = renderedMatrix(render(<QrCode text={`${TOKEN}a`} />).container)
    const b = renderedMatrix(render(<QrCode text={`${TOKEN}b`} />).container)
    expect(a).not.toEqual(b)
  })

  it('sizes runs in whole pixels of the module size', () => {
    const { container } = render(<QrCode text='HELLO' size={200} />)
    const cell = moduleSize(200, 21, QR_QUIET_ZONE)
    const run = container.querySelector('.qr-code__dark') as HTMLElement
    expect(run.style.width).toBe(`${cell * Number(run.getAttribute('data-len'))}px`)
    expect(run.style.height).toBe(`${cell}px`)
  })
})
