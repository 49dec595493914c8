/** Anchor navigation: which anchors show, and element ids that stay unique and selector-safe. */
import type { Layout, LayoutComponent } from '../../../types/catalog'
import { anchorDomId, nextAnchorScope, visibleAnchors } from '../../../src/layouts/anchor'
import { distanceKm } from '../../../src/utils/distance'

const comp = (componentId: string, componentType: LayoutComponent['componentType']): LayoutComponent => ({ componentId, componentType, config: {}, data: null })
const layout: Layout = {
  layoutId: 'L',
  page: 'TOPIC',
  topicId: 'T',
  status: 'PUBLISHED',
  title: '',
  components: [comp('t-shows', 'SHOW_LIST'), comp('t-video', 'VIDEO'), comp('t-vote', 'VOTE')],
}
const rendered = (type: string) => type !== 'VOTE'

describe('visibleAnchors', () => {
  it('keeps anchors to rendered components of the layout, in order, once each', () => {
    const anchors = visibleAnchors(
      [
        { title: 'Shows', componentId: 't-shows' },
        { title: 'Vote', componentId: 't-vote' },
        { title: 'Elsewhere', componentId: 'nope' },
        { title: 'Video', componentId: 't-video' },
        { title: 'Again', componentId: 't-shows' },
        { title: '', componentId: 't-video' },
        'junk',
      ],
      layout,
      rendered,
    )
    expect(anchors).toEqual([
      { title: 'Shows', componentId: 't-shows' },
      { title: 'Video', componentId: 't-video' },
    ])
    expect(visibleAnchors(undefined, layout, rendered)).toEqual([])
  })
})

describe('anchor element ids', () => {
  it('are scoped per layout view and safe in a selector', () => {
    const a = nextAnchorScope()
    const b = nextAnchorScope()
    expect(a).not.toBe(b)
    expect(anchorDomId(a, 't-shows')).not.toBe(anchorDomId(b, 't-shows'))
    expect(anchorDomId('s1', 'a b.c#d')).toBe('lo-s1-a_b_c_d')
  })
})

describe('distanceKm', () => {
  it('prints kilometres to one decimal, whole past 100 km, nothing without a distance', () => {
    expect([850, 12_345, 150_400].map(distanceKm)).toEqual(['0.8', '12.3', '150'])
    expect([null, undefined, -1, Number.NaN].map(distanceKm)).toEqual(['', '', '', ''])
  })
})
