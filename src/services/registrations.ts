/**
 * Open-show registration calls (server/src/modules/registrations): the open shows and one with its
 * form (public), register, the buyer's registrations, one registration and cancel. The form pages
 * word a refusal themselves, so those calls are silent.
 */
import type { OpenShowCard, OpenShowDetail, RegisterRequest, RegistrationView } from '../../types/registrations'
import { get, post } from '../request'
import { pathId as enc } from './path-id'

export function fetchOpenShows(): Promise<OpenShowCard[]> {
  return get<OpenShowCard[]>('pub/v1/open_shows', {}, { importance: 'medium' })
}

export function fetchOpenShow(openShowId: string): Promise<OpenShowDetail> {
  return get<OpenShowDetail>(`pub/v1/open_shows/${enc(openShowId)}`, {}, { importance: 'high', extras: { silent: true } })
}

/** Silent: the confirm page shows the server's refusal (full, closed, a field) in place. */
export function register(openShowId: string, body: RegisterRequest): Promise<RegistrationView> {
  return post<RegistrationView>(`buyer/v1/open_shows/${enc(openShowId)}/registrations`, body, { importance: 'high', extras: { silent: true } })
}

export function fetchRegistrations(): Promise<RegistrationView[]> {
  return get<RegistrationView[]>('buyer/v1/open_show_registrations', {}, { importance: 'medium' })
}

export function fetchRegistration(registrationId: string): Promise<RegistrationView> {
  return get<RegistrationView>(`buyer/v1/open_show_registrations/${enc(registrationId)}`, {}, { importance: 'high', extras: { silent: true } })
}

export function cancelRegistration(registrationId: string): Promise<RegistrationView> {
  return post<RegistrationView>(`buyer/v1/open_show_registrations/${enc(registrationId)}/cancel`, {}, { importance: 'high' })
}
