/** TypeBox schemas of the payments routes; response schemas mirror types/payments.ts. */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { PAYMENT_PRODUCTS, PAY_ORDER_TYPE_NAMES } from '../../../../types/payments.js'
import { envelopeSchema } from '../../http/envelope.js'

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()])

const IdString = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
const TransactionIds = Type.Array(IdString, { minItems: 1, maxItems: 1 })
const Platform = lit(['WEAPP', 'ALIPAY', 'TT', 'H5', 'WEB'] as const)
const BrowserType = lit(['WEIXIN', 'ALIPAY', 'OTHER'] as const)
const Product = lit(PAYMENT_PRODUCTS)
const Kind = lit(['REDIRECT', 'HOST_PAY', 'MINI_PROGRAM', 'CODE'] as const)
const Url = Type.String({ maxLength: 2048 })
const Short = Type.String({ maxLength: 256 })

export const CashierBody = Type.Object({
  transactionIds: TransactionIds,
  platform: Platform,
  src: Type.Optional(Short),
  browserType: Type.Optional(BrowserType),
})
export type CashierBody = Static<typeof CashierBody>

export const PayBody = Type.Object({
  transactionIds: TransactionIds,
  paymentProduct: Product,
  platform: Platform,
  browserType: Type.Optional(BrowserType),
  src: Type.Optional(Short),
  returnUrl: Type.Optional(Url),
  cancelUrl: Type.Optional(Url),
  actualReturnUrl: Type.Optional(Url),
  openId: Type.Optional(Short),
  thirdPartyUserId: Type.Optional(Short),
  thirdPartyOpenId: Type.Optional(Short),
  isNewCyy: Type.Optional(Type.Boolean()),
  osType: Type.Optional(Short),
  extra: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Short)),
  verificationCode: Type.Optional(Type.String({ maxLength: 16 })),
  idempotencyKey: Type.Optional(Type.String({ maxLength: 128 })),
})
export type PayBody = Static<typeof PayBody>

export const CodeBody = Type.Object({ transactionIds: TransactionIds })
export type CodeBody = Static<typeof CodeBody>

export const QueryByBindId = Type.Object({ bindId: IdString })
export type QueryByBindId = Static<typeof QueryByBindId>

export const NotifyParams = Type.Object({ merchantId: IdString, product: Type.String({ maxLength: 32 }) })
export type NotifyParams = Static<typeof NotifyParams>

const Agreement = Type.Object({
  template: Type.String(),
  placeHolders: Type.Array(Type.Object({ name: Type.String(), title: Type.String(), url: Type.String() })),
})

const Option = Type.Object({
  paymentProduct: Product,
  name: Type.String(),
  displayName: Type.String(),
  isCheck: Type.Boolean(),
  kind: Kind,
  exchangeRate: Nullable(Type.Object({ exchangeAmount: Type.Integer(), exchangeCurrency: Type.String(), providerName: Type.String() })),
  tipInfos: Type.Array(Type.Object({ tip: Type.String() })),
  agreement: Nullable(Agreement),
  platform: Platform,
  extra: Type.Record(Type.String(), Type.String()),
})

export const CashierResponse = envelopeSchema(
  Type.Object({
    orderId: Type.String(),
    orderType: lit(PAY_ORDER_TYPE_NAMES),
    payAmount: Type.Integer(),
    currency: Type.String(),
    reserveDeadline: Type.Number(),
    hostProduct: Nullable(Product),
    options: Type.Array(Option),
    agreement: Nullable(Agreement),
  }),
)

export const PayInfoResponse = envelopeSchema(
  Type.Object({
    paymentProduct: Product,
    paymentId: Type.String(),
    kind: Kind,
    paid: Type.Boolean(),
    normalUrl: Type.Optional(Type.String()),
    paymentInfoMap: Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown()))),
    cqpMpAppId: Type.Optional(Type.String()),
    cqpMpPath: Type.Optional(Type.String()),
  }),
)

export const CodeResponse = envelopeSchema(Type.Object({ resendAfter: Type.Integer(), expiresIn: Type.Integer() }))

export const QueryResponse = envelopeSchema(
  Type.Object({
    bindId: Type.String(),
    orderId: Type.String(),
    state: lit(['UNPAID', 'PAYING', 'PAID', 'CLOSED', 'REFUNDING', 'REFUNDED'] as const),
    orderState: Type.Integer(),
    paidAt: Nullable(Type.Number()),
    paymentProduct: Nullable(Product),
  }),
)
