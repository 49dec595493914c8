/**
 * Money display (DESIGN: money is integer cents; ONE formatter splits it for the UI; spec core §5:
 * two decimals, values of 1000 or more in the largest size shrink).
 */
export interface SplitMoney {
  yuanNum: number
  /** 0..99 */
  centNum: number
}

/** Integer cents → yuan and cent numbers. Negative or non-finite input is treated as 0. */
export function splitCents(cents: number): SplitMoney {
  const safe = Number.isFinite(cents) && cents > 0 ? Math.round(cents) : 0
  return { yuanNum: Math.floor(safe / 100), centNum: safe % 100 }
}

/** The two-decimal text of split money, e.g. {12, 5} → '12.05'. */
export function formatMoney({ yuanNum, centNum }: SplitMoney): string {
  return `${yuanNum}.${String(centNum).padStart(2, '0')}`
}

/** Integer cents → '12.05'. */
export function formatCents(cents: number): string {
  return formatMoney(splitCents(cents))
}

export type PriceSize = 'small' | 'medium' | 'large'

/** Amounts of 1000 or more would overflow the large price slot, so they get a smaller font class. */
export function priceSizeClass(yuanNum: number, size: PriceSize = 'large'): string {
  const base = `price--${size}`
  return size === 'large' && yuanNum >= 1000 ? `${base} price--shrink` : base
}
