/**
 * The registration form (/entrance-registration-form?showId=): the merchant's fields by type, with
 * their rules checked as the buyer moves on (the server checks again); "next" keeps the answers for
 * the confirm page.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { OpenShowDetail } from '../../../../types/registrations'
import { SubmitButton, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchOpenShow } from '../../../services/registrations'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { FormField } from '../open-show-parts'
import { draftOf, fieldProblem, firstProblem, saveDraft } from '../open-show-logic'

const Form = observer(function Form({ show }: { show: OpenShowDetail }) {
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({ ...draftOf(show.openShowId)?.answers }))
  const [asked, setAsked] = useState(false)
  const next = () => {
    setAsked(true)
    if (firstProblem(show.form, answers)) return
    saveDraft(show.openShowId, answers)
    void router.open('openShowConfirm', { showId: show.openShowId })
  }
  return (
    <View className='os-form' data-testid='registration-form'>
      <Text className='os-note'>{t('openShow.form.intro')}</Text>
      {show.form.map((f) => (
        <FormField key={f.key} field={f} value={answers[f.key] ?? ''} problem={asked ? fieldProblem(f, answers[f.key]) : null} onChange={(v) => setAnswers({ ...answers, [f.key]: v })} />
      ))}
      <View className='os-actions'>
        <SubmitButton testId='registration-next' onClick={next}>
          {t('openShow.form.next')}
        </SubmitButton>
      </View>
    </View>
  )
})

export default observer(function EntranceRegistrationFormPage() {
  const showId = useRouter().params.showId ?? ''
  useTitle(t('route.entranceRegistrationForm'))
  const remote = useRemote<OpenShowDetail>(() => fetchOpenShow(showId), [showId, stores.app.lang])
  const show = remote.data
  return (
    <PageShell name='entranceRegistrationForm'>
      {show ? (
        <View>
          <View className='os-section'>
            <Text className='os-title'>{show.title}</Text>
          </View>
          <Form show={show} />
        </View>
      ) : remote.missing ? (
        <MissingData />
      ) : (
        <Text className='os-empty'>{remote.error || t('common.loading')}</Text>
      )}
    </PageShell>
  )
})
