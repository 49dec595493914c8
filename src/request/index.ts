/**
 * The shared request module. The app calls configureRequest() once at boot with the platform's
 * transport, storage, session, UI and navigation; services then call request()/get()/post()/...
 */
import { createClient, type Client } from './client'
import type { HttpMethod, RequestDeps, RequestOptions } from './types'

export * from './constants'
export * from './types'
export { RequestError, isRequestError, type RequestErrorInit } from './errors'
export { isLoggedIn, isTokenValid, isPublicUrl } from './auth'
export { timeoutFor, levelOf } from './importance'

let client: Client | undefined

/** (Re)configure the module; a reconfiguration starts with fresh state (tests, app relaunch). */
export function configureRequest(deps: RequestDeps): void {
  client?.dispose()
  client = createClient(deps)
}

function current(): Client {
  if (!client) throw new Error('request: configureRequest() must run before the first request')
  return client
}

/** Resolves with the envelope's data on success; rejects with a RequestError otherwise. */
export function request<T = unknown>(options: RequestOptions): Promise<T> {
  return current().request<T>(options)
}

type Shortcut = Omit<RequestOptions, 'url' | 'method' | 'params' | 'data'>

function withMethod(method: HttpMethod, body: 'params' | 'data') {
  return <T = unknown>(url: string, payload?: unknown, options: Shortcut = {}): Promise<T> =>
    request<T>({ ...options, url, method, [body]: payload })
}

export const get = withMethod('GET', 'params') as <T = unknown>(
  url: string,
  params?: Record<string, unknown>,
  options?: Shortcut,
) => Promise<T>
export const post = withMethod('POST', 'data')
export const put = withMethod('PUT', 'data')
export const del = withMethod('DELETE', 'params') as <T = unknown>(
  url: string,
  params?: Record<string, unknown>,
  options?: Shortcut,
) => Promise<T>

/** End the session: server logout when a token exists, then clear tokens and risk tokens. */
export function logout(): Promise<void> {
  return current().logout()
}

/** Privilege tokens are issued per privilege and sent with any call carrying that privilegeId. */
export function setPrivilegeToken(privilegeId: string, token: string): void {
  current().setPrivilegeToken(privilegeId, token)
}

export function getRiskToken(scope?: string): string | undefined {
  return current().getRiskToken(scope)
}
