/**
 * Merchant rich text from its server-parsed nodes, in groups of at most 50 (utils/rich-text.ts). Without
 * nodes (an older answer) the HTML string goes to one rich-text component as before.
 */
import { RichText, View, type RichTextProps } from '@tarojs/components'
import type { RichTextNode } from '../../../types/catalog'
import { groupNodes } from '../../utils/rich-text'

/** Our node shape is the rich-text `nodes` array form (types/catalog.ts RichTextNode). */
type TaroNodes = Exclude<RichTextProps['nodes'], string | undefined>

interface Props {
  nodes?: RichTextNode[]
  html?: string
  className?: string
  testId?: string
}

export function RichTextGroups({ nodes, html, className, testId }: Props) {
  const groups = nodes?.length ? groupNodes(nodes) : []
  if (!groups.length && !html) return null
  return (
    <View className={className} data-testid={testId} data-groups={groups.length || 1}>
      {groups.length ? (
        groups.map((group, i) => <RichText key={i} data-testid='rich-text-group' data-nodes={group.length} nodes={group as unknown as TaroNodes} />)
      ) : (
        <RichText data-testid='rich-text-group' nodes={html} />
      )}
    </View>
  )
}
