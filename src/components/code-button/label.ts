/** The button's text for each phase, in the buyer's language. */
import { t } from '../../i18n'
import type { CodeButtonState } from './machine'

export function codeButtonLabel(state: CodeButtonState): string {
  switch (state.phase) {
    case 'sending':
      return t('account.code.sending')
    case 'countdown':
      return t('account.code.countdown', { n: state.secondsLeft })
    case 'reacquire':
      return t('account.code.reacquire')
    case 'error':
      return t('account.code.error')
    default:
      return t('account.code.get')
  }
}
