/**
 * @jest-environment jsdom
 *
 * Rich text with more than 50 nodes is grouped (spec core §9): the node list is cut into groups of at
 * most 50, rendered one after another by their own rich-text components.
 */
import { render } from '@testing-library/react'
import type { RichTextNode } from '../../../types/catalog'
import { RichTextGroups } from '../../../src/components/rich-text-groups'
import { groupNodes, RICH_TEXT_GROUP_SIZE } from '../../../src/utils/rich-text'

// A RichText is a div on H5 here: the test looks at how many there are and what each was given.
jest.mock('@tarojs/components', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react')
  const View = (props: Record<string, unknown>) => createElement('div', props)
  const RichText = ({ nodes, ...props }: { nodes: unknown }) => createElement('div', { ...props, 'data-rich': JSON.stringify(nodes) })
  return { View, RichText }
})

const paragraphs = (n: number): RichTextNode[] => Array.from({ length: n }, (_, i) => ({ type: 'node', name: 'p', children: [{ type: 'text', text: `line ${i + 1}` }] }))

describe('groupNodes', () => {
  it('keeps 50 nodes or fewer as one group', () => {
    expect(RICH_TEXT_GROUP_SIZE).toBe(50)
    expect(groupNodes(paragraphs(1))).toHaveLength(1)
    expect(groupNodes(paragraphs(50)).map((g) => g.length)).toEqual([50])
  })

  it('splits more than 50 nodes into groups of at most 50, in order, losing none', () => {
    const nodes = paragraphs(123)
    const groups = groupNodes(nodes)
    expect(groups.map((g) => g.length)).toEqual([50, 50, 23])
    expect(groups.flat()).toEqual(nodes)
    expect(groupNodes(paragraphs(51)).map((g) => g.length)).toEqual([50, 1])
  })

  it('gives no group for no nodes and refuses a group size that is not a positive integer', () => {
    expect(groupNodes([])).toEqual([])
    expect(() => groupNodes(paragraphs(3), 0)).toThrow(RangeError)
    expect(() => groupNodes(paragraphs(3), 2.5)).toThrow(RangeError)
  })
})

describe('<RichTextGroups>', () => {
  const rendered = (el: HTMLElement) => Array.from(el.querySelectorAll('[data-testid="rich-text-group"]')).map((g) => JSON.parse(g.getAttribute('data-rich') ?? 'null'))

  it('renders one rich-text component per group of 50', () => {
    const nodes = paragraphs(57)
    const { container } = render(<RichTextGroups nodes={nodes} />)
    const groups = rendered(container)
    expect(groups.map((g: unknown[]) => g.length)).toEqual([50, 7])
    expect(groups.flat()).toEqual(nodes)
  })

  it('renders a short text as one component, the HTML string when there are no nodes, and nothing when empty', () => {
    expect(rendered(render(<RichTextGroups nodes={paragraphs(2)} />).container)).toHaveLength(1)
    expect(rendered(render(<RichTextGroups nodes={[]} html='<p>x</p>' />).container)).toEqual(['<p>x</p>'])
    expect(render(<RichTextGroups nodes={[]} html='' />).container.innerHTML).toBe('')
  })
})
