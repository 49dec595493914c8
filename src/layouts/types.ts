/** What every layout renderer receives, and safe readers for merchant-authored config values. */
import type { FC } from 'react'
import type { Layout, LayoutComponent } from '../../types/catalog'

export interface RendererProps {
  component: LayoutComponent
  layout: Layout
}

export type Renderer = FC<RendererProps>

/** Config is free-form JSON from the merchant: read it defensively so a bad value renders nothing. */
export function str(config: Record<string, unknown>, key: string): string {
  const v = config[key]
  return typeof v === 'string' ? v : ''
}

export function list<T = Record<string, unknown>>(config: Record<string, unknown>, key: string): T[] {
  const v = config[key]
  return Array.isArray(v) ? (v as T[]) : []
}

export interface JumpItem {
  title?: string
  image?: string
  icon?: string
  jumpType?: string
  jumpTarget?: string
}
