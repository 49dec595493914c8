/**
 * Name one ticket (/real-name-single?orderId=…&ticketId=…, auth): pick one of the buyer's attendees,
 * or enter a mainland ID card (real-idCard: name and number, checked by the server's attendee rules
 * and saved as an attendee), confirm; the ticket then names that person for good.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { AudiencePage } from '../../../../types/orders'
import { SubmitButton, TextField, confirm, toast, useBusyAction } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { router } from '../../../router'
import { listAudiences } from '../../../services/audiences'
import { pathId } from '../../../services/path-id'
import { nameTicket } from '../../../services/real-name'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import '../real-name/real-name.css'

export default observer(function RealNameSinglePage() {
  const ticketId = useRouter().params.ticketId ?? ''
  // The ticket id is what this page needs: opened without it, it asks for nothing.
  const remote = useRemote<AudiencePage>(() => {
    pathId(ticketId)
    return listAudiences(0)
  }, [ticketId, stores.app.lang])
  const [picked, setPicked] = useState('')
  const [name, setName] = useState('')
  const [idNo, setIdNo] = useState('')
  const submit = useBusyAction(async () => {
    const who = remote.data?.audiences.find((a) => a.audienceId === picked)
    const typed = name.trim() && idNo.trim()
    if (!who && !typed) {
      toast(t('realName.pickNone'))
      return
    }
    if (!(await confirm(t('realName.ask', { name: who ? who.name : name.trim() })))) return
    await nameTicket(ticketId, who ? { audienceId: who.audienceId } : { identity: { name: name.trim(), idType: 'ID_CARD', idNo: idNo.trim() } })
    toast(t('realName.done'))
    await router.back()
  })
  const data = remote.data
  if (!data) {
    return (
      <PageShell name='realNameSingle'>
        {remote.missing ? <MissingData /> : remote.error ? <Text className='real-name__empty'>{remote.error}</Text> : <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />}
      </PageShell>
    )
  }
  return (
    <PageShell name='realNameSingle'>
      <View data-testid='real-name-single' data-ticket-id={ticketId}>
        <Text className='real-name__hint'>{t('realName.hint')}</Text>
        <Section title={t('realName.pick')}>
          {data.audiences.length ? (
            data.audiences.map((a) => (
              <View
                key={a.audienceId}
                className={`real-name__pick ${picked === a.audienceId ? 'real-name__pick--on' : ''}`}
                data-testid='real-name-attendee'
                data-picked={picked === a.audienceId ? '1' : '0'}
                onClick={() => setPicked(picked === a.audienceId ? '' : a.audienceId)}
              >
                <Text>{a.name}</Text>
                <Text className='real-name__meta'>{a.idNoMasked}</Text>
              </View>
            ))
          ) : (
            <Text className='real-name__meta'>{t('realName.noAttendees')}</Text>
          )}
        </Section>
        {picked ? null : (
          <Section title={t('realName.enter')}>
            <TextField label={t('realName.name')} value={name} onInput={setName} maxlength={30} testId='real-name-name' />
            <TextField label={t('realName.idNo')} value={idNo} onInput={setIdNo} maxlength={18} testId='real-name-id' />
          </Section>
        )}
        <View className='real-name__bar'>
          <SubmitButton testId='real-name-submit' busy={submit.busy} onClick={() => void submit.run()}>
            {t('realName.submit')}
          </SubmitButton>
        </View>
      </View>
    </PageShell>
  )
})
