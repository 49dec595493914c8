/** TypeBox schemas of the identity, unregistration, upload, certification and work-permit routes. */
import { Type, type Static } from '@sinclair/typebox'
import type {
  Certification,
  MiniPreLoginResult,
  UnregisterCodeSent,
  UploadAuth,
  UploadResult,
  WorkPermitIdentity,
  WorkPermitLoginResult,
  WorkPermitRecord,
  WorkPermitReviewItem,
  WorkPermitReviewList,
} from '../../../../types/accounts.js'
import { AUDIENCE_ID_TYPES } from '../../../../types/orders.js'

const Token = Type.String({ minLength: 1, maxLength: 4096 })
const Short = (max: number) => Type.String({ maxLength: max })
const IdType = Type.Union(AUDIENCE_ID_TYPES.map((t) => Type.Literal(t)))

// Need-bind tickets are made by the server only and answered in the 15012020 data; a ticket a client
// sends with a login is not part of the body and is never adopted.
export const GoogleLoginBody = Type.Object({ googleCsrfToken: Token })
export const AppleLoginBody = Type.Object({ identityToken: Token })
export const ChannelOauthBody = Type.Object({ authCode: Token, channelCode: Type.String({ minLength: 1, maxLength: 64 }) })
export const MiniPreLoginBody = Type.Object({ authCode: Token, appId: Type.String({ minLength: 1, maxLength: 64 }) })
export const MiniBindPhoneBody = Type.Object({
  encryptedData: Type.String({ minLength: 1, maxLength: 4096 }),
  initVector: Type.String({ minLength: 1, maxLength: 64 }),
  bindTicket: Type.Optional(Short(128)),
  authCode: Type.Optional(Token),
  appId: Type.String({ minLength: 1, maxLength: 64 }),
  openId: Type.Optional(Short(128)),
  unionId: Type.Optional(Short(128)),
  sessionKey: Type.Optional(Short(128)),
  invitePageId: Type.Optional(Short(128)),
  sign: Type.Optional(Short(2048)),
})
export const BindAccountBody = Type.Union([
  Type.Object({
    bindTicket: Type.String({ minLength: 1, maxLength: 128 }),
    cellphone: Type.String({ minLength: 1, maxLength: 20 }),
    countryCode: Type.Optional(Type.String({ minLength: 1, maxLength: 5 })),
    verifyCode: Type.String({ minLength: 1, maxLength: 10 }),
  }),
  Type.Object({
    bindTicket: Type.String({ minLength: 1, maxLength: 128 }),
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  }),
])
export const SandboxMintBody = Type.Object({
  provider: Type.Union([Type.Literal('GOOGLE'), Type.Literal('APPLE'), Type.Literal('CHANNEL'), Type.Literal('MINI')]),
  subject: Type.String({ minLength: 1, maxLength: 128 }),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  channelCode: Type.Optional(Type.String({ maxLength: 64 })),
  appId: Type.Optional(Type.String({ maxLength: 64 })),
})

export const UnregisterBody = Type.Object({ verifyCode: Type.String({ minLength: 1, maxLength: 10 }) })
export const UploadAuthQuery = Type.Object({
  uploadType: Type.Optional(Short(32)),
  sceneType: Type.Optional(Short(32)),
  merchantId: Type.Optional(Short(64)),
})
export const PersonCertificationBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  idType: IdType,
  idNo: Type.String({ minLength: 1, maxLength: 40 }),
})
export const StudentCertificationBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  school: Type.String({ minLength: 1, maxLength: 120 }),
  studentNo: Type.String({ minLength: 1, maxLength: 40 }),
  enrollmentYear: Type.Integer({ minimum: 1900, maximum: 3000 }),
})
export const WorkPermitSendBody = Type.Object({
  cellphone: Type.String({ minLength: 1, maxLength: 20 }),
  countryCode: Type.Optional(Type.String({ minLength: 1, maxLength: 5 })),
  captchaToken: Type.Optional(Type.String({ maxLength: 256 })),
})
export const WorkPermitLoginBody = Type.Object({
  cellphone: Type.String({ minLength: 1, maxLength: 20 }),
  countryCode: Type.Optional(Type.String({ minLength: 1, maxLength: 5 })),
  verifyCode: Type.String({ minLength: 1, maxLength: 10 }),
})
export const WorkPermitApplyBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  company: Type.String({ minLength: 1, maxLength: 160 }),
  jobTitle: Type.String({ minLength: 1, maxLength: 80 }),
  idType: IdType,
  idNo: Type.String({ minLength: 1, maxLength: 40 }),
  eventName: Type.String({ minLength: 1, maxLength: 160 }),
  idempotencyKey: Type.String({ minLength: 1, maxLength: 64 }),
  staffToken: Type.Optional(Type.String({ maxLength: 2048 })),
})

const LoginFields = {
  accessToken: Type.String(),
  refreshToken: Type.String(),
  userId: Type.String(),
  isNewUser: Type.Boolean(),
}
export const MiniPreLoginSchema = Type.Union([
  Type.Object({ loggedIn: Type.Literal(true), ...LoginFields }),
  Type.Object({ loggedIn: Type.Literal(false), bindTicket: Type.String(), openId: Type.String(), unionId: Type.String() }),
])
export const NeedBindSchema = Type.Object({
  bindTicket: Type.String(),
  provider: Type.String(),
  email: Type.String(),
  expiresInSeconds: Type.Integer(),
})
export const UnregisterCodeSchema = Type.Object({
  retryAfterSeconds: Type.Integer(),
  channel: Type.Union([Type.Literal('SMS'), Type.Literal('EMAIL')]),
  maskedTarget: Type.String(),
})
export const UploadAuthSchema = Type.Object({
  token: Type.String(),
  key: Type.String(),
  host: Type.String(),
  type: Type.Literal('LOCAL'),
  policy: Type.String(),
  signature: Type.String(),
  maxSize: Type.Integer(),
  accept: Type.Array(Type.String()),
  url: Type.String(),
})
export const UploadResultSchema = Type.Object({ key: Type.String(), url: Type.String(), contentType: Type.String(), size: Type.Integer() })
export const CertificationSchema = Type.Object({
  kind: Type.Union([Type.Literal('PERSON'), Type.Literal('STUDENT')]),
  authType: Type.Union([Type.Literal('ELECTRONIC_CERT'), Type.Literal('STUDENT_CERT')]),
  authStatus: Type.Union([Type.Literal('AUTH_SUCCESS'), Type.Literal('AUTH_PENDING'), Type.Literal('AUTH_FAILED')]),
  name: Type.String(),
  idType: Type.String(),
  idNo: Type.String(),
  school: Type.String(),
  enrollmentYear: Type.Union([Type.Integer(), Type.Null()]),
  updatedAt: Type.String(),
})
const WorkPermitStatusSchema = Type.Union([Type.Literal('PENDING'), Type.Literal('APPROVED'), Type.Literal('REJECTED')])
export const WorkPermitIdentitySchema = Type.Object({
  applicationId: Type.String(),
  staffId: Type.String(),
  name: Type.String(),
  company: Type.String(),
  jobTitle: Type.String(),
  eventName: Type.String(),
  approvedAt: Type.String(),
})
export const WorkPermitLoginSchema = Type.Object({
  staffToken: Type.String(),
  staffId: Type.String(),
  expiresInSeconds: Type.Integer(),
  standing: Type.Union([Type.Literal('NONE'), WorkPermitStatusSchema]),
  permit: Type.Union([WorkPermitIdentitySchema, Type.Null()]),
})
/** Data of the 40115 refusal of the identity route. */
export const WorkPermitIdentityRefusalSchema = Type.Object({
  standing: Type.Union([Type.Literal('NONE'), Type.Literal('PENDING'), Type.Literal('REJECTED')]),
  rejectReason: Type.String(),
})
const RecordFields = {
  applicationId: Type.String(),
  name: Type.String(),
  company: Type.String(),
  jobTitle: Type.String(),
  eventName: Type.String(),
  idNo: Type.String(),
  status: WorkPermitStatusSchema,
  createdAt: Type.String(),
  rejectReason: Type.String(),
  reviewedAt: Type.String(),
}
export const WorkPermitRecordSchema = Type.Object(RecordFields)
export const WorkPermitReviewItemSchema = Type.Object({ ...RecordFields, idType: IdType, applicantPhone: Type.String() })
export const WorkPermitReviewListSchema = Type.Object({ items: Type.Array(WorkPermitReviewItemSchema), total: Type.Integer() })
export const WorkPermitReviewQuery = Type.Object({
  status: Type.Optional(WorkPermitStatusSchema),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  length: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
})
export const WorkPermitReviewParams = Type.Object({ applicationId: Type.String({ minLength: 1, maxLength: 64 }) })
export const WorkPermitReviewBody = Type.Object({
  decision: Type.Union([Type.Literal('APPROVE'), Type.Literal('REJECT')]),
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
})

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _checks: [
  Same<Static<typeof MiniPreLoginSchema>, MiniPreLoginResult>,
  Same<Static<typeof UnregisterCodeSchema>, UnregisterCodeSent>,
  Same<Static<typeof UploadAuthSchema>, UploadAuth>,
  Same<Static<typeof UploadResultSchema>, UploadResult>,
  Same<Static<typeof CertificationSchema>, Certification>,
  Same<Static<typeof WorkPermitLoginSchema>, WorkPermitLoginResult>,
  Same<Static<typeof WorkPermitRecordSchema>, WorkPermitRecord>,
  Same<Static<typeof WorkPermitIdentitySchema>, WorkPermitIdentity>,
  Same<Static<typeof WorkPermitReviewItemSchema>, WorkPermitReviewItem>,
  Same<Static<typeof WorkPermitReviewListSchema>, WorkPermitReviewList>,
] = [true, true, true, true, true, true, true, true, true, true]
void _checks
