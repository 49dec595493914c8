/** Ticket holder (tab 3): the buyer's e-tickets; anonymous visitors are asked to log in. */
import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '../../i18n'
import { PageShell } from '../../components/page-shell'
import { Section } from '../../components/section'
import { router } from '../../router'
import { stores } from '../../stores'
import { useTabPage } from '../../components/use-tab-page'

export default observer(function TicketHolder() {
  useTabPage('ticketHolder')
  const loggedIn = stores.session.isLoggedIn
  return (
    <PageShell name='ticketHolder'>
      <Section
        title={t('tab.ticket')}
        extra={
          loggedIn ? (
            <View className='link' onClick={() => router.open('historyTicket')}>
              {t('ticket.history')}
            </View>
          ) : undefined
        }
      >
        {loggedIn ? (
          <Text className='muted'>{t('ticket.empty')}</Text>
        ) : (
          <View className='center-col'>
            <Text className='muted'>{t('ticket.loginHint')}</Text>
            <Button className='primary-btn' data-testid='ticket-login' onClick={() => router.open('login')}>
              {t('common.login')}
            </Button>
          </View>
        )}
      </Section>
    </PageShell>
  )
})
