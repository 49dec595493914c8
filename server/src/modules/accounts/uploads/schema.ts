/** TypeBox schemas of the signed upload routes. */
import { Type, type Static } from '@sinclair/typebox'
import type { UploadAuth, UploadResult } from '../../../../../types/accounts.js'
import type { Same } from '../schema.js'

const Short = (max: number) => Type.String({ maxLength: max })

export const UploadAuthQuery = Type.Object({
  uploadType: Type.Optional(Short(32)),
  sceneType: Type.Optional(Short(32)),
  merchantId: Type.Optional(Short(64)),
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

const _checks: [Same<Static<typeof UploadAuthSchema>, UploadAuth>, Same<Static<typeof UploadResultSchema>, UploadResult>] = [true, true]
void _checks
