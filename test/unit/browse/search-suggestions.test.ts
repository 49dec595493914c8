import type { Layout, LayoutComponent } from '../../../types/catalog'
import { filtersOn, hotKeywordsOf } from '../../../src/packages/show/search/suggestions'

const comp = (componentType: string, config: Record<string, unknown>): LayoutComponent =>
  ({ componentId: componentType, componentType, config, data: null }) as unknown as LayoutComponent
const layout = (components: LayoutComponent[]) => ({ components }) as unknown as Layout

describe('empty search suggestions', () => {
  it('takes the hot keywords of every search bar, in order, without blanks, repeats or non-strings', () => {
    const l = layout([
      comp('BANNER', { hotKeywords: ['not a search bar'] }),
      comp('SEARCH_BAR', { hotKeywords: ['Starlight', ' Swan Lake ', '', 3, null] }),
      comp('SEARCH_BAR', { hotKeywords: ['Starlight', 'Hamlet'] }),
    ])
    expect(hotKeywordsOf(l)).toEqual(['Starlight', 'Swan Lake', 'Hamlet'])
  })

  it('offers none without a layout or when the config is not a list, and at most eight', () => {
    expect(hotKeywordsOf(null)).toEqual([])
    expect(hotKeywordsOf(layout([comp('SEARCH_BAR', { hotKeywords: 'Starlight' })]))).toEqual([])
    const many = Array.from({ length: 12 }, (_, i) => `k${i}`)
    expect(hotKeywordsOf(layout([comp('SEARCH_BAR', { hotKeywords: many })]))).toEqual(many.slice(0, 8))
  })

  it('knows when a filter narrows the search', () => {
    expect(filtersOn({ category: '', cityId: '', date: 'ALL' })).toBe(false)
    expect(filtersOn({ category: 'DRAMA', cityId: '', date: 'ALL' })).toBe(true)
    expect(filtersOn({ category: '', cityId: 'BL8201', date: 'ALL' })).toBe(true)
    expect(filtersOn({ category: '', cityId: '', date: 'WEEKEND' })).toBe(true)
  })
})
