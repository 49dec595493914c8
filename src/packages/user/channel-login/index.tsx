/**
 * Channel login (/channelLogin?authCode=&channelCode=): a partner app opens the shop with an
 * authorisation code. A bound channel account logs in and returns; an unbound one gets the server's
 * need-bind alert, after which the request module opens account binding.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { SubmitButton, toast, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { stores } from '../../../stores'
import { account } from '../../../stores/account-instance'

export default observer(function ChannelLoginPage() {
  const { authCode = '', channelCode = '' } = useRouter().params
  useTitle(t('account.channel.title'))
  const [state, setState] = useState<'working' | 'missing' | 'failed' | 'binding'>(authCode && channelCode ? 'working' : 'missing')
  const started = useRef(false)

  useEffect(() => {
    if (started.current || !authCode || !channelCode) return
    started.current = true
    account
      .loginWithChannel(decodeURIComponent(authCode), decodeURIComponent(channelCode))
      .then(async (outcome) => {
        if (outcome === 'NEED_BIND') return setState('binding')
        toast(t('account.login.success'))
        // Nothing asked for login: the channel entry lands on the home tab.
        if (router.pendingTarget()) await router.onLoginSuccess()
        else await router.relaunch('home')
      })
      .catch(() => setState('failed'))
  }, [authCode, channelCode])

  // Back here after account binding logged the buyer in (binding pops only itself): go on home.
  const loggedIn = stores.session.isLoggedIn
  useEffect(() => {
    if (state === 'binding' && loggedIn) void router.relaunch('home')
  }, [state, loggedIn])

  return (
    <PageShell name='channelLogin'>
      <View className='account-form' data-state={state}>
        <Text className='account-form__title'>{t('account.channel.title')}</Text>
        <Text className='account-form__note'>
          {state === 'missing' ? t('account.channel.missing') : state === 'failed' ? t('account.channel.failed') : t('account.channel.working')}
        </Text>
        {state === 'missing' || state === 'failed' ? (
          <SubmitButton plain onClick={() => void router.relaunch('home')}>{t('account.channel.retry')}</SubmitButton>
        ) : null}
      </View>
    </PageShell>
  )
})
