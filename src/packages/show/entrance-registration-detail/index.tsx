/**
 * One registration (/entrance-registration-detail?id=): the open show, its state, the entrance QR code
 * (the signed code, as e-tickets carry theirs), the buyer's answers, and cancel while the show has not
 * started (the place goes back to others). Another buyer's registration is "not found".
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import type { RegistrationView } from '../../../../types/registrations'
import { SubmitButton, confirm, toast, useBusyAction, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { QrCode } from '../../../components/qr-code'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { cancelRegistration, fetchRegistration } from '../../../services/registrations'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { Line, StateTag } from '../open-show-parts'
import { venueSpan } from '../open-show-logic'

const Detail = observer(function Detail({ initial }: { initial: RegistrationView }) {
  const [reg, setReg] = useState(initial)
  useEffect(() => setReg(initial), [initial])
  const cancel = useBusyAction(async () => {
    if (!(await confirm(t('openShow.cancelAsk')))) return
    setReg(await cancelRegistration(reg.registrationId))
    toast(t('openShow.cancelled'))
  })
  return (
    <View data-testid='registration-detail' data-id={reg.registrationId} data-status={reg.status}>
      <View className='os-section'>
        <Text className='os-title'>{reg.title}</Text>
        <View className='os-line'>
          <Text className='os-line__label os-line__label--wrap'>
            {t('openShow.number')} {reg.registrationId}
          </Text>
          <StateTag state={reg.status} text={reg.statusTitle} />
        </View>
        <Line label={t('openShow.time')} value={venueSpan(reg.startTime, reg.endTime, reg.utcOffset)} />
        <Line label={t('openShow.venue')} value={reg.venueName} />
        {reg.code ? (
          <View className='os-code' data-testid='registration-code' data-code={reg.code}>
            <QrCode text={reg.code} size={200} />
            <Text className='os-code__hint'>{t('openShow.code')}</Text>
          </View>
        ) : (
          <Text className='os-note'>{t('openShow.codeGone')}</Text>
        )}
      </View>
      <View className='os-section'>
        <Text className='os-section__title'>{t('openShow.answers')}</Text>
        {reg.answers.map((a) => (
          <Line key={a.key} label={a.label} value={a.value} testId={`answer-${a.key}`} />
        ))}
      </View>
      <View className='os-actions'>
        {reg.canCancel ? (
          <SubmitButton plain testId='registration-cancel' busy={cancel.busy} onClick={() => void cancel.run()}>
            {t('openShow.cancel')}
          </SubmitButton>
        ) : null}
        <View className='os-head'>
          <Text className='os-link' data-testid='registration-mine' onClick={() => void router.open('openShowOrders')}>
            {t('openShow.mine')}
          </Text>
        </View>
      </View>
    </View>
  )
})

export default observer(function EntranceRegistrationDetailPage() {
  const id = useRouter().params.id ?? ''
  useTitle(t('route.entranceRegistrationDetail'))
  const remote = useRemote<RegistrationView>(() => fetchRegistration(id), [id, stores.app.lang])
  return (
    <PageShell name='entranceRegistrationDetail'>
      {remote.data ? <Detail initial={remote.data} /> : remote.missing ? <MissingData /> : <Text className='os-empty'>{remote.error || t('common.loading')}</Text>}
    </PageShell>
  )
})
