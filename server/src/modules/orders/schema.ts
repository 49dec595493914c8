/** TypeBox schemas of the orders routes; response schemas mirror types/orders.ts (checked at compile time). */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import {
  AUDIENCE_ID_TYPES,
  AUDIENCE_REGIONS,
  DELIVER_METHODS,
  type Audience,
  type AudiencePage,
  type CreateOrderResponse as CreateOrderContract,
  type OrderBrief,
  type OrderDetail,
  type OrderListPage,
  type PreOrderResponse as PreOrderContract,
  type PreOrderCoupons,
  type ReserveTimeResponse as ReserveTimeContract,
} from '../../../../types/orders.js'
import { COMBO_ACTIVITY_TYPES } from '../../../../types/combos.js'
import { envelopeSchema } from '../../http/envelope.js'

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()])

const IdString = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
/** Quantities are checked by the service (a clear 'bad quantity' answer), only bounded here. */
const Qty = Type.Integer({ minimum: -1000, maximum: 1000 })
const Cents = Type.Integer({ minimum: 0, maximum: 1_000_000_000 })

/** Seat-picking sessions send the picked seats instead of a tier and a quantity. */
const SeatIds = Type.Array(IdString, { minItems: 1, maxItems: 50 })
/** The partner's signed seat result (third-party seat picking); verified by seating/partner-token.ts. */
const PartnerSeatToken = Type.String({ minLength: 1, maxLength: 4096 })

/** The booking page's privilege and card parameters (spec core §2); refused by orders/privilege.ts. */
const PrivilegeParam = Type.String({ maxLength: 128 })
const PrivilegeFields = {
  privilegeLimitation: Type.Optional(PrivilegeParam),
  userCardInstanceId: Type.Optional(PrivilegeParam),
  cardId: Type.Optional(PrivilegeParam),
  privilegeCode: Type.Optional(PrivilegeParam),
  privilegeId: Type.Optional(PrivilegeParam),
}

/** Add-ons of the show's add purchase list; quantities and limits are checked (localised) by the service. */
const AddOnsField = { addOns: Type.Optional(Type.Array(Type.Object({ skuId: IdString, qty: Type.Integer({ minimum: -1000, maximum: 100000 }) }), { maxItems: 50 })) }

/** The coupon to apply (modules/orders/coupons.ts): an id, null for none; absent on pre_order = automatic choice. */
/** '' is NO_COUPON: the app's way to say "none" (it drops nulls). */
const CouponField = { couponId: Type.Optional(Type.Union([IdString, Type.Literal(''), Type.Null()])) }

export const PreOrderBody = Type.Object({
  showId: IdString,
  sessionId: IdString,
  seatPlanId: Type.Optional(IdString),
  qty: Type.Optional(Qty),
  seatIds: Type.Optional(SeatIds),
  audienceIds: Type.Optional(Type.Array(IdString, { maxItems: 50 })),
  deliverMethod: Type.Optional(lit(DELIVER_METHODS)),
  addressId: Type.Optional(IdString),
  partnerSeatToken: Type.Optional(PartnerSeatToken),
  ...PrivilegeFields,
  ...CouponField,
  /** Deduct points or not; absent: the shop's autoChoosePoint (orders/membership.ts). */
  usePoint: Type.Optional(Type.Boolean()),
  ...AddOnsField,
})
export type PreOrderBody = Static<typeof PreOrderBody>

export const CreateOrderBody = Type.Object({
  showId: Type.Optional(IdString),
  sessionId: Type.Optional(IdString),
  seatPlanId: Type.Optional(IdString),
  qty: Type.Optional(Qty),
  items: Type.Optional(
    Type.Array(
      Type.Object({ spu: Type.Object({ showId: IdString }), sessionId: IdString, seatPlanId: IdString, qty: Qty }),
      { minItems: 1, maxItems: 20 },
    ),
  ),
  seatIds: Type.Optional(SeatIds),
  partnerSeatToken: Type.Optional(PartnerSeatToken),
  ...PrivilegeFields,
  paymentParam: Type.Object({ payAmount: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }) }),
  promotionId: Type.Optional(IdString),
  /** Sets of the promotion (1 when absent); checked against the activity's limit by the service. */
  promotionSets: Type.Optional(Qty),
  ...CouponField,
  audienceIds: Type.Optional(Type.Array(IdString, { maxItems: 50 })),
  deliverMethod: Type.Optional(lit(DELIVER_METHODS)),
  addressId: Type.Optional(IdString),
  idempotencyKey: Type.Optional(Type.String({ pattern: '^[\\w.:-]{8,128}$' })),
  passId: Type.Optional(Type.String({ maxLength: 2048 })),
  agreementAccepted: Type.Optional(Type.Boolean()),
  /** Points to spend: pre_order's points.usablePoints when checked. */
  usePoints: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  ...AddOnsField,
})
export type CreateOrderBody = Static<typeof CreateOrderBody>

/** The combo price call: pre_order of a ticket package promotion (orders/promotion.ts). */
export const PromotionPreOrderBody = Type.Object({
  sets: Qty,
  audienceIds: Type.Optional(Type.Array(IdString, { maxItems: 50 })),
  deliverMethod: Type.Optional(lit(DELIVER_METHODS)),
  addressId: Type.Optional(IdString),
})
export type PromotionPreOrderBody = Static<typeof PromotionPreOrderBody>

export const PromotionParams = Type.Object({ promotionId: IdString })
export type PromotionParams = Static<typeof PromotionParams>

export const OrderIdParams = Type.Object({ id: IdString })
export type OrderIdParams = Static<typeof OrderIdParams>

export const OrderListQuery = Type.Object({
  state: Type.Optional(Type.Integer({ minimum: -1, maximum: 99 })),
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  length: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
})
export type OrderListQuery = Static<typeof OrderListQuery>

const StateCode = Type.Union([
  Type.Literal(-1),
  Type.Literal(1),
  Type.Literal(3),
  Type.Literal(6),
  Type.Literal(7),
  Type.Literal(9),
  Type.Literal(11),
  Type.Literal(13),
])
const StateName = lit(['Unpaid', 'Canceled', 'Reserve', 'Delivering', 'Delivering_Express', 'Succeeded', 'Refunded_Ticket', 'Closed'] as const)
const OrderStateSchema = Type.Object({ code: StateCode, name: StateName })

const PreOrderData = Type.Object({
  lines: Type.Array(
    Type.Object({
      showId: Type.String(),
      sessionId: Type.String(),
      seatPlanId: Type.String(),
      seatPlanName: Type.String(),
      qty: Type.Integer(),
      unitPrice: Cents,
      amount: Cents,
    }),
  ),
  qty: Type.Integer(),
  total: Cents,
  discount: Cents,
  deliverFee: Cents,
  payAmount: Cents,
  addOns: Type.Array(
    Type.Object({ skuId: Type.String(), productId: Type.String(), name: Type.String(), specText: Type.String(), posterUrl: Type.String(), price: Cents, qty: Type.Integer(), amount: Cents }),
  ),
  addOnAmount: Cents,
  deliverMethod: lit(DELIVER_METHODS),
  remaining: Type.Integer(),
  maxPerOrder: Type.Integer(),
  passId: Type.String(),
  passIdExpiresAt: Type.Number(),
  realNameRequired: Type.Boolean(),
  deliverMethods: Type.Array(lit(DELIVER_METHODS)),
  agreement: Nullable(
    Type.Object({ template: Type.String(), placeHolders: Type.Array(Type.Object({ name: Type.String(), title: Type.String(), url: Type.String() })) }),
  ),
  agreementNeedReadAll: Type.Boolean(),
  // Coupon views are typed in types/coupons.ts; serialised as they are.
  coupons: Type.Optional(Type.Unsafe<PreOrderCoupons>({ type: 'object', additionalProperties: true })),
  memberDiscount: Type.Optional(Nullable(Type.Object({ percent: Type.Integer(), amount: Cents, text: Type.String(), levelName: Type.String() }))),
  points: Type.Optional(
    Nullable(
      Type.Object({
        available: Type.Integer(),
        rate: Type.Integer(),
        limitProportion: Type.Integer(),
        usablePoints: Type.Integer(),
        deductAmount: Cents,
        checked: Type.Boolean(),
      }),
    ),
  ),
  card: Type.Optional(
    Nullable(
      Type.Object({
        userCardInstanceId: Type.String(),
        cardId: Type.String(),
        cardName: Type.String(),
        discountPercent: Type.Integer(),
        discountText: Type.String(),
        amount: Cents,
        timesLeft: Type.Integer(),
      }),
    ),
  ),
  promotion: Type.Optional(
    Nullable(
      Type.Object({
        promotionId: Type.String(),
        activityType: lit(COMBO_ACTIVITY_TYPES),
        promotionMethod: Type.Literal('FIXED_AMOUNT'),
        name: Type.String(),
        sets: Type.Integer(),
        price: Cents,
        discount: Cents,
      }),
    ),
  ),
})

const CreateOrderData = Type.Object({
  orderId: Type.String(),
  unPaidTransactionIds: Type.Array(Type.String()),
  orderState: OrderStateSchema,
  payAmount: Cents,
  reserveDeadline: Nullable(Type.Number()),
  replayed: Type.Boolean(),
})

const OrderBriefSchema = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  bindId: Type.String(),
  userId: Type.String(),
  unPaidTransactionIds: Type.Array(Type.String()),
  firstShowId: Type.String(),
  firstShowName: Type.String(),
  firstSessionId: Type.String(),
  firstSessionName: Type.String(),
  firstVenueName: Type.String(),
  showTimeDesc: Type.String(),
  cityName: Type.String(),
  qty: Type.Integer(),
  seatPlanUnit: Type.String(),
  displayPosterURL: Type.String(),
  createTime: Type.Number(),
  reserveTime: Type.Number(),
  orderState: OrderStateSchema,
  orderStatusTitle: Type.String(),
  orderDetailState: Type.String(),
  orderRefundState: Type.String(),
  paidAt: Type.Optional(Nullable(Type.Number())),
  total: Cents,
  payAmount: Cents,
  deliverMethod: lit(DELIVER_METHODS),
  ticketForm: lit(['E_TICKET', 'PAPER'] as const),
  isMixture: Type.Boolean(),
  orderOperations: Type.Array(Type.Object({ name: lit(['E_TICKET', 'TICKET_TAKING_CODE', 'TO_BE_PAID'] as const), title: Type.String() })),
  actions: Type.Array(Type.Object({ kind: lit(['REFUND', 'REBOOK'] as const), title: Type.String(), enabled: Type.Boolean() })),
  expressNo: Type.String(),
  express: Nullable(Type.Object({ displayName: Type.String() })),
  supportRebook: Type.Boolean(),
  crossShow: Type.Boolean(),
  crossSession: Type.Boolean(),
  crossVenue: Type.Boolean(),
  hasChildren: Type.Boolean(),
  parentId: Type.String(),
  isEnd: Type.Boolean(),
  waitListState: Type.String(),
  waitListStateTitle: Type.String(),
  orderSourceEnum: Type.String(),
  hasPromotion: Type.Boolean(),
})

const OrderDetailData = Type.Object({
  orderBrief: OrderBriefSchema,
  items: Type.Array(
    Type.Object({
      showId: Type.String(),
      sessionId: Type.String(),
      seatPlanId: Type.String(),
      seatPlanName: Type.String(),
      qty: Type.Integer(),
      unitPrice: Cents,
    }),
  ),
  seats: Type.Array(Type.Object({ seatId: Type.String(), seatPlanId: Type.String(), sectionName: Type.String(), row: Type.String(), no: Type.String() })),
  audienceIds: Type.Array(Type.String()),
  addressId: Nullable(Type.String()),
  ticketIds: Type.Array(Type.String()),
  pickupCode: Type.String(),
  addOns: Type.Array(
    Type.Object({ skuId: Type.String(), productId: Type.String(), name: Type.String(), specText: Type.String(), posterUrl: Type.String(), price: Cents, qty: Type.Integer(), amount: Cents }),
  ),
})

const OrderListData = Type.Object({ total: Type.Integer(), offset: Type.Integer(), length: Type.Integer(), orders: Type.Array(OrderBriefSchema) })

export const PreOrderResponse = envelopeSchema(PreOrderData)
export const CreateOrderResponse = envelopeSchema(CreateOrderData)
export const OrderBriefResponse = envelopeSchema(OrderBriefSchema)
export const OrderDetailResponse = envelopeSchema(OrderDetailData)
export const OrderListResponse = envelopeSchema(OrderListData)
export const ReserveTimeResponse = envelopeSchema(Type.Object({ reserveTime: Type.Number() }))

// --- audiences (real-name attendees) ---

export const AudienceListQuery = Type.Object({
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  length: Type.Integer({ minimum: 1, maximum: 50, default: 50 }),
  showId: Type.Optional(IdString),
  /** Comma-separated id types to keep (e.g. ID_CARD,PASSPORT). */
  idTypes: Type.Optional(Type.String({ pattern: '^[A-Z_,]{0,200}$' })),
})
export type AudienceListQuery = Static<typeof AudienceListQuery>

export const AudienceBody = Type.Object({
  /** Bounded loosely here: the service refuses past AUDIENCE_NAME_MAX_CHARS with a clear, localised answer. */
  name: Type.String({ minLength: 1, maxLength: 512 }),
  idType: lit(AUDIENCE_ID_TYPES),
  idNo: Type.String({ minLength: 1, maxLength: 32 }),
  /** Checked against AUDIENCE_REGIONS by the service (a clear, localised answer), only bounded here. */
  countryRegion: Type.Optional(Type.String({ maxLength: 8 })),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
})
export type AudienceBody = Static<typeof AudienceBody>

const AudienceSchema = Type.Object({
  audienceId: Type.String(),
  name: Type.String(),
  idType: lit(AUDIENCE_ID_TYPES),
  idNoMasked: Type.String(),
  countryRegion: Nullable(lit(AUDIENCE_REGIONS)),
  birthDate: Nullable(Type.String()),
  gender: Nullable(lit(['MAN', 'WOMAN'] as const)),
  phone: Nullable(Type.String()),
  createTime: Type.Number(),
})
export const AudienceResponse = envelopeSchema(AudienceSchema)
export const AudiencePageResponse = envelopeSchema(
  Type.Object({ total: Type.Integer(), offset: Type.Integer(), length: Type.Integer(), audiences: Type.Array(AudienceSchema) }),
)
export const DeletedResponse = envelopeSchema(Type.Object({ deleted: Type.Boolean() }))

// Compile-time checks that the schemas and the shared contract agree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof PreOrderData>, PreOrderContract>>(true)
agree<Same<Static<typeof CreateOrderData>, CreateOrderContract>>(true)
agree<Same<Static<typeof OrderBriefSchema>, OrderBrief>>(true)
agree<Same<Static<typeof OrderDetailData>, OrderDetail>>(true)
agree<Same<Static<typeof OrderListData>, OrderListPage>>(true)
agree<Same<Static<typeof AudienceSchema>, Audience>>(true)
agree<Same<Static<typeof AudiencePageResponse>['data'], AudiencePage | null>>(true)
agree<Same<{ reserveTime: number }, ReserveTimeContract>>(true)
