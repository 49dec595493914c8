/**
 * Rich text with more than 50 nodes is grouped (spec core §9): the node list is split into groups of
 * at most 50, each rendered by its own rich-text component, one after another. A mini-program sends a
 * page's data to its render layer in one message; one huge node tree makes that message slow or too
 * big, while several small ones stay cheap.
 */
import type { RichTextNode } from '../../types/catalog'

export const RICH_TEXT_GROUP_SIZE = 50

/** `nodes` in order, cut into consecutive groups of at most `size` (no empty groups). */
export function groupNodes<T = RichTextNode>(nodes: readonly T[], size = RICH_TEXT_GROUP_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`group size must be a positive integer, got ${size}`)
  const groups: T[][] = []
  for (let i = 0; i < nodes.length; i += size) groups.push(nodes.slice(i, i + size))
  return groups
}
