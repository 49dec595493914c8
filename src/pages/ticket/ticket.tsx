/**
 * Ticket holder (tab 3, /ticket): the buyer's current e-tickets grouped by show and session, read again
 * each time the tab shows and on pull-down; anonymous visitors are asked to log in. The list is a
 * voucher call, so at a gate without network the last tickets seen are still listed.
 */
import { Button, Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import type { TicketBrief } from '../../../types/tickets'
import { PageShell } from '../../components/page-shell'
import { Section } from '../../components/section'
import { TicketGroupCard, TicketListFooter } from '../../components/ticket-card'
import { useTabPage } from '../../components/use-tab-page'
import { t } from '../../i18n'
import { router } from '../../router'
import { stores } from '../../stores'
import { TicketListStore } from '../../stores/tickets'

/** One list for the tab's lifetime: switching tabs and back shows the last list while it refreshes. */
const holder = new TicketListStore('current', () => stores.session.getUserId())

const openTicket = (ticket: TicketBrief) => void router.open('ticketDetail', { id: ticket.ticketId })

export default observer(function TicketHolder() {
  useTabPage('ticketHolder')
  const loggedIn = stores.session.isLoggedIn
  const lang = stores.app.lang

  useEffect(() => {
    if (loggedIn) void holder.refresh()
    else holder.clear()
  }, [loggedIn, lang])
  useDidShow(() => {
    if (stores.session.isLoggedIn && holder.loaded) void holder.refresh()
  })
  usePullDownRefresh(() => {
    void (stores.session.isLoggedIn ? holder.refresh() : Promise.resolve()).finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => void holder.loadMore())

  return (
    <PageShell name='ticketHolder'>
      <Section
        title={t('tab.ticket')}
        extra={
          loggedIn ? (
            <View className='link' data-testid='ticket-history' onClick={() => router.open('historyTicket')}>
              {t('ticket.history')}
            </View>
          ) : undefined
        }
      >
        {!loggedIn && (
          <View className='center-col'>
            <Text className='muted'>{t('ticket.loginHint')}</Text>
            <Button className='primary-btn' data-testid='ticket-login' onClick={() => router.open('login')}>
              {t('common.login')}
            </Button>
          </View>
        )}
        {loggedIn && holder.isEmpty && (
          <View className='ticket-empty' data-testid='ticket-empty'>
            <Text className='ticket-empty__title'>{t('ticket.empty')}</Text>
            <Text className='ticket-empty__hint'>{t('tickets.emptyHint')}</Text>
            <Button className='primary-btn' onClick={() => router.switchTab('home')}>
              {t('tickets.browse')}
            </Button>
          </View>
        )}
      </Section>
      {loggedIn && (
        <View data-testid='ticket-list' data-loading={holder.loading ? '1' : '0'} data-count={holder.ticketCount}>
          {holder.groups.map((group) => (
            <TicketGroupCard key={`${group.showId}:${group.sessionId}`} group={group} onOpen={openTicket} />
          ))}
          <TicketListFooter
            loading={holder.loading}
            failed={holder.failed}
            done={holder.done}
            hasItems={holder.groups.length > 0}
            onMore={() => void holder.loadMore()}
            onRetry={() => void holder.refresh()}
          />
        </View>
      )}
    </PageShell>
  )
})
