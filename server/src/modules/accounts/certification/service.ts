/**
 * Certification (spec accounts §7): the buyer's real-name (PERSON, authType ELECTRONIC_CERT) and
 * student certifications. Person certification is checked against the document rules the attendee
 * list uses (mainland ID card: check digit and birth date) and succeeds on them; a face or
 * third-party real-name provider would plug in here. Student certification is reviewed by the
 * merchant, so it starts AUTH_PENDING, and only shops with studentCertification offer it.
 * Answers never show a full name or ID number.
 */
import { ACCOUNT_STATUS, type Certification, type PersonCertificationBody, type StudentCertificationBody } from '../../../../../types/accounts.js'
import { AUDIENCE_ID_TYPES } from '../../../../../types/orders.js'
import type { AuthUser } from '../../../http/auth.js'
import { parseIdCard } from '../../orders/id-card.js'
import type { AccountsDeps } from '../deps.js'
import type { AccountMessageKey } from '../messages.js'
import { done, failure, type Caller, type Outcome } from '../outcome.js'
import type { CertificationRow } from './repository.js'
import { randomUUID } from 'node:crypto'

export interface CertificationService {
  list(caller: Caller, user: AuthUser): Promise<Outcome<Certification[]>>
  person(caller: Caller, user: AuthUser, body: PersonCertificationBody): Promise<Outcome<Certification>>
  student(caller: Caller, user: AuthUser, body: StudentCertificationBody): Promise<Outcome<Certification>>
}

/** 张三 → 张*, Jane Doe → J*******. */
export const maskName = (name: string) => {
  const chars = [...name]
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`
}
/** First 3 and last 2 characters visible. */
export const maskId = (id: string) => (id.length <= 5 ? '*'.repeat(id.length) : `${id.slice(0, 3)}${'*'.repeat(id.length - 5)}${id.slice(-2)}`)

export function toCertification(r: CertificationRow): Certification {
  return {
    kind: r.kind,
    authType: r.kind === 'PERSON' ? 'ELECTRONIC_CERT' : 'STUDENT_CERT',
    authStatus: r.status,
    name: maskName(r.name),
    idType: r.idType,
    idNo: maskId(r.idNo),
    school: r.school ?? '',
    enrollmentYear: r.enrollmentYear,
    updatedAt: r.updatedAt.toISOString(),
  }
}

const cleanName = (raw: string) => {
  const name = raw.trim().replace(/\s+/g, ' ')
  const n = [...name].length
  return n >= 1 && n <= 40 && !/[\p{C}\d<>]/u.test(name) ? name : null
}

export function checkDocument(idType: string, rawIdNo: string, today: Date): { idNo: string } | { problem: AccountMessageKey } {
  if (!(AUDIENCE_ID_TYPES as readonly string[]).includes(idType)) return { problem: 'cert.idType' }
  const idNo = rawIdNo.trim().toUpperCase()
  if (idType === 'ID_CARD') return parseIdCard(idNo, today) ? { idNo } : { problem: 'cert.idInvalid' }
  return /^[A-Z0-9]{5,20}$/.test(idNo) ? { idNo } : { problem: 'cert.idInvalid' }
}

export function createCertificationService(deps: AccountsDeps): CertificationService {
  const { repo, now } = deps
  const bad = (key: AccountMessageKey) => failure(ACCOUNT_STATUS.INVALID_INPUT, key)

  return {
    async list(caller, user) {
      return done((await repo.listCertifications(caller.merchantId, user.userId)).map(toCertification))
    },

    async person(caller, user, body) {
      const name = cleanName(body.name)
      if (!name) return bad('cert.name')
      const doc = checkDocument(body.idType, body.idNo, new Date(now()))
      if ('problem' in doc) return bad(doc.problem)
      const at = new Date(now())
      const row = await repo.upsertCertification({
        id: randomUUID(),
        merchantId: caller.merchantId,
        userId: user.userId,
        kind: 'PERSON',
        name,
        idType: body.idType,
        idNo: doc.idNo,
        status: 'AUTH_SUCCESS',
        createdAt: at,
        updatedAt: at,
      })
      return done(toCertification(row))
    },

    async student(caller, user, body) {
      if (!(await repo.studentCertificationEnabled(caller.merchantId))) return bad('cert.studentOff')
      const name = cleanName(body.name)
      if (!name) return bad('cert.name')
      const school = body.school.trim()
      const studentNo = body.studentNo.trim()
      const year = new Date(now()).getUTCFullYear()
      if (!school || school.length > 60 || !/^[A-Za-z0-9-]{3,30}$/.test(studentNo) || !Number.isInteger(body.enrollmentYear) || body.enrollmentYear < year - 10 || body.enrollmentYear > year) {
        return bad('cert.student')
      }
      const existing = await repo.findCertification(caller.merchantId, user.userId, 'STUDENT')
      // Create, not update: a pending or granted certification is not rewritten by the buyer.
      if (existing && existing.status !== 'AUTH_FAILED') return bad('cert.studentExists')
      const at = new Date(now())
      const row = await repo.upsertCertification({
        id: randomUUID(),
        merchantId: caller.merchantId,
        userId: user.userId,
        kind: 'STUDENT',
        name,
        idType: 'STUDENT_NO',
        idNo: studentNo,
        school,
        studentNo,
        enrollmentYear: body.enrollmentYear,
        status: 'AUTH_PENDING',
        createdAt: at,
        updatedAt: at,
      })
      return done(toCertification(row))
    },
  }
}
