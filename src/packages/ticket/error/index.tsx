/**
 * Ticket error (/ticket-error, auth; reason=notFound|network|unknown, id): says plainly why the e-ticket
 * cannot be shown, offers a retry when the cause may pass (network), and always a way back to the
 * ticket holder. "Not found" and "not yours" read the same: the server does not tell them apart.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { SubmitButton, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t, type MessageKey } from '../../../i18n'
import { router } from '../../../router'
import type { TicketProblem } from '../../../stores/tickets'
import './index.css'

const MESSAGES: Record<TicketProblem, MessageKey> = {
  notFound: 'tickets.error.notFound',
  network: 'tickets.error.network',
  unknown: 'tickets.error.unknown',
}

const problemOf = (value: string | undefined): TicketProblem => (value === 'notFound' || value === 'network' ? value : 'unknown')

export default observer(function TicketErrorPage() {
  const params = useRouter().params
  const problem = problemOf(params.reason)
  const ticketId = params.id ?? ''
  useTitle(t('route.ticketError'))
  return (
    <PageShell name='ticketError'>
      <View className='ticket-error' data-testid='ticket-error' data-reason={problem}>
        <Text className='ticket-error__icon'>!</Text>
        <Text className='ticket-error__text' data-testid='ticket-error-text'>
          {t(MESSAGES[problem])}
        </Text>
        <View className='ticket-error__actions'>
          {problem !== 'notFound' && ticketId && (
            <SubmitButton testId='ticket-error-retry' onClick={() => void router.redirect('ticketDetail', { id: ticketId })}>
              {t('common.retry')}
            </SubmitButton>
          )}
          <SubmitButton plain testId='ticket-error-back' onClick={() => void router.switchTab('ticketHolder')}>
            {t('tickets.error.toHolder')}
          </SubmitButton>
        </View>
      </View>
    </PageShell>
  )
})
