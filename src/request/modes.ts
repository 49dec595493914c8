/**
 * Presenting a failed envelope by its `mode` (core §4). Each mode either throws the error after the
 * user has seen it, or resolves with the data of a replay the user asked for (retry) or the limiting
 * loop obtained. Dialog wording: the server's comments/subComments, the spec's defaults otherwise.
 */
import type { Envelope } from '../../types/api'
import { t } from '../i18n'
import { TOAST_DURATION, WAITING_COUNTDOWN_SECONDS } from './constants'
import { isKnownMode } from './envelope'
import type { RequestError } from './errors'
import type { BookingParams, NavPort, RequestUi } from './types'

export interface DialogText {
  title: string
  content: string
}

/**
 * With subComments the comments read as a headline over the detail; a lone comment is the content
 * under the default title '当前访问人数过多' (core §8 dialog defaults).
 */
export function dialogText(envelope: Pick<Envelope, 'comments' | 'subComments'>): DialogText {
  if (envelope.subComments) return { title: envelope.comments || t('dialog.title'), content: envelope.subComments }
  return { title: t('dialog.title'), content: envelope.comments || t('error.busy') }
}

/**
 * The retry dialog: Retry re-sends once (replay), Back leaves the page. Once the one retry is spent
 * (replay undefined) only Back is offered, so a failing server cannot trap the user in a loop.
 */
export async function retryDialog(
  ui: RequestUi,
  nav: NavPort,
  text: DialogText & { confirmText?: string },
  error: RequestError,
  replay: (() => Promise<unknown>) | undefined,
): Promise<unknown> {
  if (!replay) {
    await ui.alert({ title: text.title, content: text.content, confirmText: t('dialog.back') })
    nav.back()
    throw error
  }
  const choice = await ui.confirm({
    title: text.title,
    content: text.content,
    confirmText: text.confirmText || t('dialog.retry'),
    cancelText: t('dialog.back'),
  })
  if (choice === 'confirm') return replay()
  nav.back()
  throw error
}

/** Missing data or a mode this client does not know: the generic message and a way back. */
export async function genericErrorDialog(ui: RequestUi, nav: NavPort, error: RequestError): Promise<never> {
  await ui.alert({ title: t('dialog.title'), content: t('error.generic'), confirmText: t('dialog.back') })
  nav.back()
  throw error
}

export interface ModeHooks {
  ui: RequestUi
  nav: NavPort
  /** Re-send once; undefined when this call already used its one retry. */
  replay: (() => Promise<unknown>) | undefined
  /** The limiting loop, present only for critical calls that may still run it. */
  limiting: (() => Promise<unknown>) | undefined
  bookingParams: BookingParams
}

export async function presentMode(envelope: Envelope, error: RequestError, hooks: ModeHooks): Promise<unknown> {
  const { ui, nav } = hooks
  const mode = String(envelope.mode ?? 'none')
  const text = dialogText(envelope)
  if (!isKnownMode(mode)) return genericErrorDialog(ui, nav, error)

  switch (mode) {
    case 'none':
      throw error
    case 'toast':
      ui.toast(error.message, TOAST_DURATION)
      throw error
    case 'alert':
      await ui.alert({ ...text, confirmText: envelope.actText || t('dialog.close') })
      throw error
    case 'login':
      await ui.alert({ ...text, confirmText: envelope.actText || t('dialog.login') })
      nav.toLogin()
      throw error
    case 'back':
    case 'backRefresh':
      // The page the user came from must not show the state this call just contradicted.
      if (envelope.comments) ui.toast(envelope.comments, TOAST_DURATION)
      nav.back(mode === 'backRefresh' ? { refresh: true } : undefined)
      throw error
    case 'waiting':
      await ui.confirm({
        ...text,
        confirmText: envelope.actText || t('dialog.close'),
        confirmDisabledSeconds: WAITING_COUNTDOWN_SECONDS,
      })
      throw error
    case 'retry':
      return retryDialog(ui, nav, { ...text, confirmText: envelope.actText }, error, hooks.replay)
    case 'booking':
      if (envelope.comments) ui.toast(envelope.comments, TOAST_DURATION)
      if (nav.isOnBooking()) nav.refreshCurrent()
      else nav.toBooking(hooks.bookingParams)
      throw error
    case 'limiting':
      // Only critical calls are worth holding the user in a queue; the rest get the retry dialog.
      if (hooks.limiting) return hooks.limiting()
      return retryDialog(ui, nav, { ...text, confirmText: envelope.actText }, error, hooks.replay)
  }
}
