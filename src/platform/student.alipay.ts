import type { StudentPort } from './student'

export const supportsStudentCertification: StudentPort['supportsStudentCertification'] = () => false
