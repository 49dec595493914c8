/**
 * Activation link target (/activate-email?token=): activates the account once on open and says so,
 * with a way on to email login (or back to sign-up when the link is dead).
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { SubmitButton, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { activateEmail } from '../../../services/account'

type State = { phase: 'working' } | { phase: 'done'; email: string } | { phase: 'failed' }

export default observer(function ActivateEmailPage() {
  const token = useRouter().params.token ?? ''
  useTitle(t('account.activate.title'))
  const [state, setState] = useState<State>({ phase: token ? 'working' : 'failed' })
  useEffect(() => {
    if (!token) return
    let live = true
    activateEmail(token).then(
      (r) => live && setState({ phase: 'done', email: r.email }),
      () => live && setState({ phase: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [token])

  return (
    <PageShell name='activateEmail'>
      <View className='account-form' data-state={state.phase} data-testid='activate-state'>
        <Text className='account-form__title'>{t('account.activate.title')}</Text>
        {state.phase === 'working' ? <Text className='account-form__note'>{t('account.activate.working')}</Text> : null}
        {state.phase === 'done' ? (
          <>
            <Text className='account-form__note'>{t('account.activate.done', { email: state.email })}</Text>
            <SubmitButton testId='activate-to-login' onClick={() => router.redirect('loginEmail')}>
              {t('account.login.submit')}
            </SubmitButton>
          </>
        ) : null}
        {state.phase === 'failed' ? (
          <>
            <Text className='account-form__note'>{t('account.activate.failed')}</Text>
            <SubmitButton plain onClick={() => router.redirect('createAccount')}>
              {t('account.activate.again')}
            </SubmitButton>
          </>
        ) : null}
      </View>
    </PageShell>
  )
})
