/** TypeBox schemas of the announcements routes; the data mirrors types/announcements.ts (checked at compile time). */
import { Type, type Static } from '@sinclair/typebox'
import { NOTICE_PAGE_SOURCES, type Notice, type NoticeRead } from '../../../../types/announcements.js'
import { envelopeSchema } from '../../http/envelope.js'

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
const PageSource = Type.Union(NOTICE_PAGE_SOURCES.map((s) => Type.Literal(s)))

export const NoticeSchema = Type.Object({
  noticeId: Type.String(),
  noticeTitle: Type.String(),
  noticeContent: Type.String(),
  noticeMoreUrl: Type.String(),
  kind: Type.Union([Type.Literal('BANNER'), Type.Literal('POPUP')]),
  showId: Type.Union([Type.String(), Type.Null()]),
  publishTime: Type.Number(),
})

export const NoticeParams = Type.Object({ id: Id })
export type NoticeParams = Static<typeof NoticeParams>

export const PopupQuery = Type.Object({ showId: Type.Optional(Id) })
export type PopupQuery = Static<typeof PopupQuery>

export const ReadBody = Type.Object(
  {
    announcementId: Id,
    showId: Type.Optional(Id),
    clientReadTime: Type.Integer(),
    pageSource: PageSource,
  },
  { additionalProperties: false },
)
export type ReadBody = Static<typeof ReadBody>

const ReadData = Type.Object({
  announcementId: Type.String(),
  showId: Type.Union([Type.String(), Type.Null()]),
  clientReadTime: Type.Number(),
  pageSource: PageSource,
})

export const NoticeResponse = envelopeSchema(NoticeSchema)
export const PopupsResponse = envelopeSchema(Type.Object({ list: Type.Array(NoticeSchema) }))
export const ReadResponse = envelopeSchema(ReadData)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof NoticeSchema>, Notice>>(true)
agree<Same<Static<typeof ReadData>, NoticeRead>>(true)
