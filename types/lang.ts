/** The three languages the product speaks (spec §9). */
export type Lang = 'zh-CN' | 'zh-MO' | 'en-US'
export const LANGS: readonly Lang[] = ['zh-CN', 'zh-MO', 'en-US']
