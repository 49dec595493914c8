/**
 * Ids placed in a request path. A page opened without its id (a shared link cut short, a host
 * restoring a page with no query) must not call `show//static`: the id is refused here, before any
 * request, and the page shows the missing-data state (spec core §8) instead.
 */
import { t } from '../i18n'

export class MissingIdError extends Error {
  constructor() {
    super(t('error.generic'))
    this.name = 'MissingIdError'
  }
}

export function isMissingId(err: unknown): err is MissingIdError {
  return err instanceof MissingIdError
}

/** The id, encoded for a path segment; MissingIdError when it is empty. */
export function pathId(id: string | null | undefined): string {
  const value = typeof id === 'string' ? id.trim() : ''
  if (!value || value === 'undefined' || value === 'null') throw new MissingIdError()
  return encodeURIComponent(value)
}
