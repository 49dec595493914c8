/**
 * Confirm a registration (/open-show/confirm?showId=, auth): the open show and the answers the form
 * page kept, then register. The server takes a place or refuses (full, closed, the limit, a field)
 * in the buyer's language, shown in place; on success the registration with its entrance code.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { OpenShowDetail } from '../../../../types/registrations'
import { SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchOpenShow, register } from '../../../services/registrations'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { Line } from '../open-show-parts'
import { answerText, cleanAnswers, draftOf, dropDraft, venueSpan } from '../open-show-logic'

const Confirm = observer(function Confirm({ show }: { show: OpenShowDetail }) {
  const draft = draftOf(show.openShowId)
  const [refusal, setRefusal] = useState('')
  const submit = useBusyAction(async () => {
    if (!draft) return
    setRefusal('')
    try {
      const reg = await register(show.openShowId, { answers: cleanAnswers(draft.answers), idempotencyKey: draft.key })
      dropDraft(show.openShowId)
      toast(t('openShow.done'))
      await router.redirect('entranceRegistrationDetail', { id: reg.registrationId })
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : String(e))
    }
  })
  if (!draft) {
    return (
      <View className='os-actions' data-testid='registration-no-draft'>
        <Text className='os-refusal'>{t('openShow.confirm.none')}</Text>
        <SubmitButton plain onClick={() => void router.redirect('entranceRegistrationForm', { showId: show.openShowId })}>
          {t('openShow.confirm.refill')}
        </SubmitButton>
      </View>
    )
  }
  return (
    <View data-testid='registration-confirm'>
      <View className='os-section'>
        <Text className='os-section__title'>{t('openShow.confirm.title')}</Text>
        {show.form.map((f) => (
          <Line key={f.key} label={f.label} value={answerText(f, draft.answers[f.key]?.trim())} testId={`confirm-${f.key}`} />
        ))}
      </View>
      {refusal ? (
        <Text className='os-refusal' data-testid='registration-refusal'>
          {refusal}
        </Text>
      ) : null}
      <View className='os-actions'>
        <SubmitButton testId='registration-submit' busy={submit.busy} onClick={() => void submit.run()}>
          {t('openShow.confirm.submit')}
        </SubmitButton>
        <View className='os-head'>
          <Text className='os-link' onClick={() => void router.back()}>
            {t('openShow.confirm.edit')}
          </Text>
        </View>
      </View>
    </View>
  )
})

export default observer(function OpenShowConfirmPage() {
  const showId = useRouter().params.showId ?? ''
  useTitle(t('route.openShowConfirm'))
  const remote = useRemote<OpenShowDetail>(() => fetchOpenShow(showId), [showId, stores.app.lang])
  const show = remote.data
  return (
    <PageShell name='openShowConfirm'>
      {show ? (
        <View>
          <View className='os-section'>
            <Text className='os-title'>{show.title}</Text>
            <Line label={t('openShow.time')} value={venueSpan(show.startTime, show.endTime, show.utcOffset)} />
            <Line label={t('openShow.venue')} value={show.venueName} />
          </View>
          <Confirm show={show} />
        </View>
      ) : remote.missing ? (
        <MissingData />
      ) : (
        <Text className='os-empty'>{remote.error || t('common.loading')}</Text>
      )}
    </PageShell>
  )
})
