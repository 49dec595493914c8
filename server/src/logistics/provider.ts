/**
 * The one interface a logistics (express tracking) provider implements. The express module only talks
 * to carriers through it: the merchant ships a parcel with a carrier and its waybill number, and the
 * provider says where that parcel is (its state and tracking events).
 *
 * Adapters: the sandbox (sandbox.ts: development, tests, demo shops; a parcel moves on by the clock)
 * and Kuaidi100's query API (kuaidi100.ts: production); registry.ts picks one.
 */
import type { ParcelState } from '../../../types/express.js'
import type { Translations } from '../i18n/translations.js'

export type LogisticsBackend = 'SANDBOX' | 'KUAIDI100'

export interface TrackedEvent {
  state: ParcelState
  /** Epoch ms. */
  at: number
  text: Translations
}

export interface TrackQuery {
  carrier: string
  waybillNo: string
  /** When the merchant handed it over (the sandbox moves the parcel on from here). */
  shippedAt: Date
  /** The recipient's phone: some carriers (SF) ask for its last digits. */
  phone: string | null
  now: Date
}

/** The parcel as the carrier knows it now, newest event first; null when the carrier knows no such waybill yet. */
export interface TrackResult {
  state: ParcelState
  events: TrackedEvent[]
}

export interface LogisticsProvider {
  readonly backend: LogisticsBackend
  /** Carrier codes this provider can track (the staff's ship call must name one). */
  readonly carriers: readonly string[]
  track(q: TrackQuery): Promise<TrackResult | null>
}
