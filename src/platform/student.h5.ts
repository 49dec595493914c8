import { getHost } from './host'
import type { StudentPort } from './student'

export const supportsStudentCertification: StudentPort['supportsStudentCertification'] = (host = getHost()) =>
  host.kind === 'messaging-browser' || host.kind === 'mobile-browser'
