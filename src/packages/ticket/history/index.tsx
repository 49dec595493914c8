/**
 * Past tickets (history ticket, auth): admitted, refunded and expired tickets and those of sessions
 * that are over, grouped like the holder and paged 20 tickets at a time (reach-bottom or "load more").
 */
import '../messages'
import { Button, Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import type { TicketBrief } from '../../../../types/tickets'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { TicketGroupCard, TicketListFooter } from '../../../components/ticket-card'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { stores } from '../../../stores'
import { TicketListStore } from '../../../stores/tickets'

const openTicket = (ticket: TicketBrief) => void router.open('ticketDetail', { id: ticket.ticketId })

export default observer(function HistoryTicketPage() {
  const [list] = useState(() => new TicketListStore('history', () => stores.session.getUserId()))
  const lang = stores.app.lang
  useTitle(t('route.historyTicket'))

  const loggedIn = stores.session.isLoggedIn

  useEffect(() => {
    if (loggedIn) void list.refresh()
  }, [list, lang, loggedIn])
  usePullDownRefresh(() => {
    void (loggedIn ? list.refresh() : Promise.resolve()).finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => void (loggedIn && list.loadMore()))

  // Logged out (a shared link, a session that ended): the login entry, like the ticket holder.
  if (!loggedIn) {
    return (
      <PageShell name='historyTicket'>
        <View className='center-col history-login' data-testid='history-login'>
          <Text className='muted'>{t('ticket.loginHint')}</Text>
          <Button className='primary-btn' data-testid='ticket-login' onClick={() => router.open('login')}>
            {t('common.login')}
          </Button>
        </View>
      </PageShell>
    )
  }

  return (
    <PageShell name='historyTicket'>
      <View data-testid='ticket-list' data-loading={list.loading ? '1' : '0'} data-count={list.ticketCount}>
        {list.groups.map((group) => (
          <TicketGroupCard key={`${group.showId}:${group.sessionId}`} group={group} onOpen={openTicket} />
        ))}
        {list.isEmpty && (
          <View className='ticket-empty' data-testid='ticket-empty'>
            <Text className='ticket-empty__title'>{t('tickets.historyEmpty')}</Text>
          </View>
        )}
        <TicketListFooter
          loading={list.loading}
          failed={list.failed}
          done={list.done}
          hasItems={list.groups.length > 0}
          onMore={() => void list.loadMore()}
          onRetry={() => void list.refresh()}
        />
      </View>
    </PageShell>
  )
})
