/** TypeBox schemas of the buyer certification routes. */
import { Type, type Static } from '@sinclair/typebox'
import type { Certification } from '../../../../../types/accounts.js'
import { AUDIENCE_ID_TYPES } from '../../../../../types/orders.js'
import type { Same } from '../schema.js'

/** The document types of the attendee list (ID card, passport, ...). */
export const IdType = Type.Union(AUDIENCE_ID_TYPES.map((t) => Type.Literal(t)))

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

const _checks: [Same<Static<typeof CertificationSchema>, Certification>] = [true]
void _checks
