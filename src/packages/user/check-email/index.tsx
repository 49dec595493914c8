/**
 * "Check your email" (/check-email?email=&kind=activate|reset): the step after create account or
 * forgot password. It never says whether the address has an account (the server does not either).
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { SubmitButton, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'

export default observer(function CheckEmailPage() {
  const params = useRouter().params
  const email = params.email ?? ''
  const reset = params.kind === 'reset'
  useTitle(t('account.check.title'))
  return (
    <PageShell name='checkEmail'>
      <View className='account-form'>
        <Text className='account-form__title'>{t('account.check.title')}</Text>
        <Text className='account-form__note' data-testid='check-email-text'>
          {t(reset ? 'account.check.reset' : 'account.check.activate', { email })}
        </Text>
        <Text className='account-form__note'>{t('account.check.spam')}</Text>
        <SubmitButton plain onClick={() => router.redirect('loginEmail')}>
          {t('account.check.toLogin')}
        </SubmitButton>
      </View>
    </PageShell>
  )
})
