/** TypeBox schemas of the work-permit routes: staff login, applications, and the merchant's review. */
import { Type, type Static } from '@sinclair/typebox'
import type {
  WorkPermitIdentity,
  WorkPermitLoginResult,
  WorkPermitRecord,
  WorkPermitReviewItem,
  WorkPermitReviewList,
} from '../../../../../types/accounts.js'
import { IdType } from '../certification/schema.js'
import type { Same } from '../schema.js'

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


const _checks: [
  Same<Static<typeof WorkPermitLoginSchema>, WorkPermitLoginResult>,
  Same<Static<typeof WorkPermitRecordSchema>, WorkPermitRecord>,
  Same<Static<typeof WorkPermitIdentitySchema>, WorkPermitIdentity>,
  Same<Static<typeof WorkPermitReviewItemSchema>, WorkPermitReviewItem>,
  Same<Static<typeof WorkPermitReviewListSchema>, WorkPermitReviewList>,
] = [true, true, true, true, true]
void _checks
