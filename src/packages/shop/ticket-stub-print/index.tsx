/**
 * Print ticket stub (/ticket-stub-print?ticketId= or ?orderId=, login needed): the stub picture the
 * server draws (an SVG: show, session, venue, seat, masked attendee, price, ticket number) for one
 * ticket, or for each ticket of one order, with "save image" (the album on the mini-programs, a file
 * download in browsers: platform/album) so the buyer can print it. Only the buyer's own paid, valid
 * tickets have a stub; any other id shows the empty state.
 */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { SubmitButton, useTitle } from '../../../components/form'
import { imageAlt } from '../../../components/a11y'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { saveImageToAlbum } from '../../../platform/album'
import { router } from '../../../router'
import { fetchTicketStubs } from '../../../services/express'
import { stores } from '../../../stores'
import { assetUrl } from '../../../utils/asset-url'
import { useRemote } from '../../../utils/use-remote'
import '../goods.css'
import '../stubs.css'

export default observer(function TicketStubPrintPage() {
  useTitle(t('route.ticketStubPrint'))
  const { ticketId = '', orderId = '' } = useRouter().params
  const remote = useRemote(() => fetchTicketStubs(), [stores.app.lang])
  const all = remote.data?.stubs
  const stubs = all?.filter((s) => (ticketId ? s.ticketId === ticketId : orderId ? s.orderId === orderId : false))
  return (
    <PageShell name='ticketStubPrint'>
      <View data-testid='stub-print' data-loading={stubs ? '0' : '1'} data-count={stubs?.length ?? 0}>
        {!stubs ? (
          remote.error ? <Text className='goods-empty'>{remote.error}</Text> : <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />
        ) : stubs.length === 0 ? (
          <Text className='goods-empty' data-testid='stub-empty'>
            {t('stubs.empty')}
          </Text>
        ) : (
          <>
            <Text className='stub-hint'>{t('stubs.hint')}</Text>
            {stubs.map((s) => (
              <View key={s.ticketId} className='stub-print' data-testid='stub' data-ticket-id={s.ticketId}>
                <Image className='stub-print__image' src={assetUrl(s.imagePath)} mode='widthFix' showMenuByLongpress data-testid='stub-image' {...imageAlt(`${s.showName} ${s.sessionName}`)} />
                <Text className='muted'>
                  {s.sessionName} · {s.seatPlanName} {s.seatInfo || t('stubs.admission')}
                </Text>
                {s.attendee ? <Text className='muted'>{t('stubs.attendee', { name: s.attendee })}</Text> : null}
                <SubmitButton plain testId='stub-save' onClick={() => void saveImageToAlbum(assetUrl(s.imagePath))}>
                  {t('stubs.save')}
                </SubmitButton>
              </View>
            ))}
          </>
        )}
        <Text className='link stub-all' data-testid='stub-all' onClick={() => void router.open('ticketStubList')}>
          {t('stubs.all')} ›
        </Text>
      </View>
    </PageShell>
  )
})
