/**
 * Real-name details (/real-name?orderId=…, order detail → real names, auth): the order's tickets with
 * the attendee each names, or a tap to name it (/real-name-single) when the show takes names after
 * purchase. A named ticket cannot be changed.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useRef } from 'react'
import type { RealNameOverview } from '../../../../types/real-name'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { router } from '../../../router'
import { fetchRealName } from '../../../services/real-name'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import './real-name.css'

export default observer(function RealNamePage() {
  const orderId = useRouter().params.orderId ?? ''
  const remote = useRemote<RealNameOverview>(() => fetchRealName(orderId), [orderId, stores.app.lang])
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void remote.reload()
    shown.current = true
  })
  const data = remote.data
  if (!data) {
    return (
      <PageShell name='realName'>
        {remote.missing ? <MissingData /> : remote.error ? <Text className='real-name__empty'>{remote.error}</Text> : <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />}
      </PageShell>
    )
  }
  return (
    <PageShell name='realName'>
      <View data-testid='real-name' data-order-id={data.orderId} data-entry={data.realNameEntry ? '1' : '0'}>
        <Text className='real-name__title'>{data.showName}</Text>
        <Text className='real-name__hint'>{data.realNameEntry ? t('realName.hint') : t('realName.notRequired')}</Text>
        <Section title={t('realName.tickets')}>
          {data.tickets.map((x) => (
            <View
              key={x.ticketId}
              className='real-name__row'
              data-testid='real-name-ticket'
              data-ticket-id={x.ticketId}
              data-block={x.block}
              onClick={x.block === '' ? () => void router.open('realNameSingle', { orderId: data.orderId, ticketId: x.ticketId }) : undefined}
            >
              <View className='real-name__main'>
                <Text>{[x.seatPlanName, x.seatInfo].filter(Boolean).join(' · ')}</Text>
                <Text className='real-name__meta'>{x.sessionName}</Text>
              </View>
              <Text className={x.block === '' ? 'real-name__go' : 'real-name__meta'}>
                {x.holder ? `${x.holder.name} ${x.holder.idNoMasked}` : x.block === '' ? t('realName.fill') : x.blockTitle}
              </Text>
            </View>
          ))}
        </Section>
      </View>
    </PageShell>
  )
})
