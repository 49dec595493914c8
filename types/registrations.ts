/**
 * Open-show registration (spec core §1 "open-show registration", §2 open-show routes): free shows a
 * merchant opens for sign-up with a form of its own. The buyer fills the form, the server takes one
 * place of the show's capacity in the same transaction as the registration (like ticket stock), and
 * the registration carries a signed entrance code (the ticket code format, so the same venue devices
 * verify it). Cancelling gives the place back.
 */

export type RegistrationFieldType = 'TEXT' | 'TEXTAREA' | 'PHONE' | 'EMAIL' | 'NUMBER' | 'ID_CARD' | 'SELECT'
export const REGISTRATION_FIELD_TYPES: readonly RegistrationFieldType[] = ['TEXT', 'TEXTAREA', 'PHONE', 'EMAIL', 'NUMBER', 'ID_CARD', 'SELECT']

export interface RegistrationFieldOption {
  value: string
  label: string
}

/** One field of a merchant's form, in the request's language. */
export interface RegistrationField {
  key: string
  type: RegistrationFieldType
  label: string
  placeholder: string
  required: boolean
  /** TEXT / TEXTAREA: the longest answer accepted. */
  maxLength: number
  /** NUMBER: inclusive bounds. */
  min: number | null
  max: number | null
  /** SELECT: the choices. */
  options: RegistrationFieldOption[]
}

export type OpenShowState = 'OPEN' | 'FULL' | 'ENDED'

export interface OpenShowCard {
  openShowId: string
  title: string
  posterUrl: string
  venueName: string
  /** Epoch ms. */
  startTime: number
  endTime: number
  /** Minutes east of UTC at the venue (times are shown at it). */
  utcOffset: number
  capacity: number
  remaining: number
  state: OpenShowState
}

export interface OpenShowDetail extends OpenShowCard {
  description: string
  venueAddress: string
  perBuyerLimit: number
  /** How many active registrations the caller holds (0 when logged out). */
  mine: number
  form: RegistrationField[]
}

export type RegistrationStatus = 'REGISTERED' | 'CANCELLED'

/** POST buyer/v1/open_shows/:openShowId/registrations */
export interface RegisterRequest {
  /** Field key → answer (strings; NUMBER as its decimal text). */
  answers: Record<string, string>
  /** A retry with the same key returns the first registration instead of taking another place. */
  idempotencyKey?: string
}

export interface RegistrationAnswer {
  key: string
  label: string
  value: string
}

export interface RegistrationView {
  registrationId: string
  openShowId: string
  title: string
  venueName: string
  startTime: number
  endTime: number
  utcOffset: number
  status: RegistrationStatus
  statusTitle: string
  answers: RegistrationAnswer[]
  /** The signed entrance code the QR carries (null once cancelled). */
  code: string | null
  createdAt: number
  canCancel: boolean
}
