/** Combo activities as the buyer sees them: parts named in their language, list price and saving in cents. */
import type { ComboActivity, ComboPart } from '../../../../types/combos.js'
import type { Db } from '../../db/client.js'
import { pickTranslation } from '../../i18n/translations.js'
import { catalogRows } from '../orders/repository/catalog.js'
import { stockRows } from '../orders/repository/stock.js'
import { posterIn, specTranslations, stockLeft, tr, type Words } from '../products/present.js'
import { createProductsRepository } from '../products/repository.js'
import type { ComboPartRow, ComboRow } from './repository.js'

interface PartView {
  part: ComboPart
  /** One set of this part can be bought now. */
  buyable: boolean
}

async function ticketPart(db: Db, w: Words & { merchantId: string }, p: ComboPartRow): Promise<PartView | null> {
  const catalog = catalogRows(db)
  const show = await catalog.findShow(w.merchantId, p.showId ?? '')
  const session = await catalog.findSession(w.merchantId, p.sessionId ?? '')
  const [plan] = await catalog.findSeatPlans(w.merchantId, [p.seatPlanId ?? ''])
  if (!show || !session || !plan || session.showId !== show.showId || plan.sessionId !== session.sessionId) return null
  const stock = await stockRows(db, {}).stockTotals(w.merchantId, plan.seatPlanId)
  const left = stock ? stock.capacity - stock.sold - stock.held : 0
  const buyable = ['ON_SALE', 'PRE_SALE'].includes(show.showDetailStatus) && session.status === 'ON_SALE' && plan.saleState !== 'SOLD_OUT' && left >= p.qty
  const t = (x: Parameters<typeof pickTranslation>[0]) => pickTranslation(x, w.lang, w.fallback)
  return {
    buyable,
    part: {
      kind: 'TICKET',
      name: t(show.showName),
      detail: `${t(session.name)} · ${t(plan.name)}`,
      showId: show.showId,
      sessionId: session.sessionId,
      seatPlanId: plan.seatPlanId,
      productId: null,
      skuId: null,
      posterUrl: '',
      qty: p.qty,
      listAmount: plan.priceCents * p.qty,
    },
  }
}

async function skuPart(db: Db, w: Words & { merchantId: string }, p: ComboPartRow): Promise<PartView | null> {
  const repo = createProductsRepository(db)
  const [sku] = await repo.findSkus(w.merchantId, [p.skuId ?? ''])
  const product = sku ? await repo.findProduct(w.merchantId, sku.productId) : null
  if (!sku || !product) return null
  return {
    buyable: sku.onSale && product.onSale && stockLeft(sku) >= p.qty,
    part: {
      kind: 'SKU',
      name: tr(w, product.name),
      detail: tr(w, specTranslations(product.specs, sku.specValueIds)),
      showId: null,
      sessionId: null,
      seatPlanId: null,
      productId: product.productId,
      skuId: sku.skuId,
      posterUrl: posterIn(w, product.posterUrl),
      qty: p.qty,
      listAmount: sku.priceCents * p.qty,
    },
  }
}

/** The activity with its parts; null when a part names something that no longer exists (not shown). */
export async function presentCombo(db: Db, w: Words & { merchantId: string }, row: ComboRow, parts: ComboPartRow[], open: boolean): Promise<ComboActivity | null> {
  const views: PartView[] = []
  for (const p of parts) {
    const v = p.kind === 'TICKET' ? await ticketPart(db, w, p) : await skuPart(db, w, p)
    if (!v) return null
    views.push(v)
  }
  const listPrice = views.reduce((n, v) => n + v.part.listAmount, 0)
  return {
    promotionId: row.promotionId,
    grantorMerchantId: row.grantorMerchantId,
    activityType: row.activityType,
    promotionMethod: 'FIXED_AMOUNT',
    name: tr(w, row.name),
    description: tr(w, row.description),
    price: row.priceCents,
    listPrice,
    saving: Math.max(0, listPrice - row.priceCents),
    maxSetsPerOrder: row.maxSetsPerOrder,
    parts: views.map((v) => v.part),
    available: open && views.some((v) => v.part.kind === 'TICKET') && views.every((v) => v.buyable),
  }
}
