/**
 * Anchor navigation (spec core §2 layout kinds): a row of titles that scroll the page to components of
 * the same layout. Each rendered component gets an element id unique to its layout on screen, so two
 * copies of one layout in the page stack (H5 keeps earlier pages in the document) never share an id.
 */
import { createContext, useContext } from 'react'
import type { Layout } from '../../types/catalog'
import type { JumpItem } from './types'

export interface Anchor {
  title: string
  componentId: string
}

/** Element id of a component, from the layout view's scope and the component id (only id-safe characters). */
export function anchorDomId(scope: string, componentId: string): string {
  return `lo-${scope}-${componentId.replace(/[^A-Za-z0-9_-]/g, '_')}`
}

let scopes = 0
/** A fresh scope for a layout view that mounts. */
export function nextAnchorScope(): string {
  scopes += 1
  return `s${scopes}`
}

export const AnchorScope = createContext('s0')
export const useAnchorScope = () => useContext(AnchorScope)

/**
 * The anchors worth showing: a title and a target that is in this layout and rendered here (`renders`
 * tells), in the merchant's order, each target once.
 */
export function visibleAnchors(raw: unknown, layout: Layout, renders: (componentType: string) => boolean): Anchor[] {
  if (!Array.isArray(raw)) return []
  const seen = new Set<string>()
  const out: Anchor[] = []
  for (const item of raw as Array<JumpItem & { componentId?: unknown }>) {
    const title = typeof item?.title === 'string' ? item.title : ''
    const id = typeof item?.componentId === 'string' ? item.componentId : ''
    if (!title || !id || seen.has(id)) continue
    const target = layout.components.find((c) => c.componentId === id)
    if (!target || !renders(target.componentType)) continue
    seen.add(id)
    out.push({ title, componentId: id })
  }
  return out
}
