/** Generated posters and banners (catalog/poster.ts): lines break between words, in a sans-serif font, inside the frame. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { renderPoster, wrap } from '../src/modules/catalog/poster.js'

describe('poster drawing', () => {
  it('wraps Latin text between words, never inside one ("Li / ve")', () => {
    assert.deepEqual(wrap('Golden Years Classics Concert', 18, 4), ['Golden Years', 'Classics Concert'])
    assert.deepEqual(wrap('Live at the Bund: Jazz Nights', 18, 4), ['Live at the Bund:', 'Jazz Nights'])
    // A word wider than a line is the one that has to be cut.
    assert.deepEqual(wrap('Supercalifragilisticexpialidocious', 18, 4), ['Supercalifragilist', 'icexpialidocious'])
  })

  it('wraps CJK text anywhere, counting each character twice as wide', () => {
    assert.deepEqual(wrap('星光巡回演唱会澳门站特别加场', 18, 4), ['星光巡回演唱会澳门', '站特别加场'])
    assert.deepEqual(wrap('话剧《雷雨》', 18, 4), ['话剧《雷雨》'])
  })

  it('cuts the last allowed line with an ellipsis', () => {
    const lines = wrap('one two three four five six seven eight nine ten', 10, 2)
    assert.equal(lines.length, 2)
    assert.equal(lines[0], 'one two')
    assert.match(lines[1] ?? '', /…$/)
    assert.ok((lines[1] ?? '').length <= 10)
  })

  it('draws a 3:4 poster and a 3:1 banner in a sans-serif font with the name on it', () => {
    const input = { showId: 'MO026', showName: 'Swan Lake Live at the Grand Theatre', category: 'Dance', date: '2026.12.01' }
    for (const [shape, box] of [['poster', '0 0 300 400'], ['banner', '0 0 1200 400']] as const) {
      const svg = renderPoster(input, shape)
      assert.match(svg, new RegExp(`viewBox="${box}"`))
      assert.match(svg, /<g font-family="[^"]*sans-serif">/)
      const lines = [...svg.matchAll(/font-weight="bold" fill="#fff">([^<]*)</g)].map((m) => m[1])
      assert.ok(lines.length >= 1)
      assert.equal(lines.join(' '), input.showName, `${shape}: the whole name, broken between words`)
    }
  })
})
