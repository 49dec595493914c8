/**
 * Student certification availability (spec core §1): only in the messaging-app browser and the
 * plain mobile browser.
 */
import type { HostInfo } from './host'

export interface StudentPort {
  supportsStudentCertification(host?: HostInfo): boolean
}

export { supportsStudentCertification } from './student.h5'
