/**
 * "Continue with Google" / "Sign in with Apple" on the login pages (login way, phone, email) of a
 * shop that offers them, on H5. A tap leaves for the API's authorize address (the sandbox consent
 * page in the demo); the provider sends the browser back to this same page with its answer in the
 * address fragment, which this component reads once on arrival: the ID token goes to google_login /
 * apple_login, and an identity without a buyer yet continues into /account-bind (the request module
 * shows the server's alert and opens it). Logged in, the buyer goes on to the page that asked for login.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { SubmitButton, toast } from '../../../components/form'
import { getLang, shortLangOf, t } from '../../../i18n'
import { identitySignIn } from '../../../platform/identity-sign-in'
import { storage } from '../../../platform/storage'
import { router } from '../../../router'
import { stores } from '../../../stores'
import { account } from '../../../stores/account-instance'
import { newRandomKey } from '../../../stores/account'
import {
  authorizePath,
  offeredProviders,
  PROVIDER_NAMES,
  readAnswer,
  SIGN_IN_STORAGE_KEY,
  type SavedSignIn,
  type SignInProvider,
} from '../../../stores/identity-sign-in'
import { assetUrl } from '../../../utils/asset-url'
import './third-party-login.css'

type Status = { kind: 'idle' } | { kind: 'working' | 'cancelled' | 'unavailable' | 'failed' | 'binding'; provider: SignInProvider }

export const ThirdPartyLogin = observer(function ThirdPartyLogin({ page }: { page: string }) {
  const { shop, app } = stores
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const handled = useRef(false)

  // Back from the provider: its answer is in the address, once.
  useEffect(() => {
    if (handled.current) return
    handled.current = true
    const answer = identitySignIn.takeAnswer()
    if (!answer) return
    const read = readAnswer(answer, storage.get(SIGN_IN_STORAGE_KEY), Date.now())
    storage.remove(SIGN_IN_STORAGE_KEY)
    if (read.kind === 'cancelled' || read.kind === 'unavailable') return setStatus({ kind: read.kind, provider: read.provider })
    if (read.kind === 'refused') return setStatus({ kind: 'failed', provider: read.provider })
    if (read.pending) router.resumeLogin(read.pending)
    setStatus({ kind: 'working', provider: read.provider })
    account
      .loginWithIdentity(read.provider, read.token)
      .then(async (outcome) => {
        if (outcome === 'NEED_BIND') return setStatus({ kind: 'binding', provider: read.provider })
        toast(t('account.login.success'))
        await router.onLoginSuccess()
      })
      // The request module has shown the server's reason (an expired or refused sign-in).
      .catch(() => setStatus({ kind: 'failed', provider: read.provider }))
  }, [])

  const providers = offeredProviders(shop.config, identitySignIn.available())

  const start = (provider: SignInProvider) => {
    const saved: SavedSignIn = { state: newRandomKey(), provider, at: Date.now(), pending: router.pendingTarget() }
    storage.set(SIGN_IN_STORAGE_KEY, saved)
    const lang = shortLangOf(getLang())
    const returnUrl = router.urlOf(page, { merchantId: app.merchantId, lang })
    const url = authorizePath({ provider, returnUrl, state: saved.state, merchantId: app.merchantId, lang })
    if (identitySignIn.leave(assetUrl(url))) setStatus({ kind: 'working', provider })
  }

  const note =
    status.kind === 'idle' ? '' : t(status.kind === 'working' ? 'account.thirdParty.working' : `account.thirdParty.${status.kind}`, { provider: PROVIDER_NAMES[status.provider] })

  if (!providers.length && !note) return null
  return (
    <View className='third-party' data-testid='third-party' data-state={status.kind}>
      {note ? (
        <Text className='account-form__note third-party__note' data-testid='third-party-status'>
          {note}
        </Text>
      ) : null}
      {providers.length ? (
        <>
          <View className='third-party__or'>
            <Text>{t('account.thirdParty.or')}</Text>
          </View>
          {providers.map((p) => (
            <SubmitButton key={p} plain testId={`sign-in-${p.toLowerCase()}`} busy={status.kind === 'working' && status.provider === p} onClick={() => start(p)}>
              {t(`account.thirdParty.${p}`)}
            </SubmitButton>
          ))}
        </>
      ) : null}
    </View>
  )
})
