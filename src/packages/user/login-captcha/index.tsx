/**
 * Security check (/login-captcha?scope=LOGIN_SMS): the server asked for a graphic captcha before it
 * sends another one-time code. Shows the picture (tap it or "new picture" to refresh), takes the
 * characters and checks them; a wrong answer says how many tries are left, a used-up picture is
 * replaced with its message kept. Once solved, the token is stored for its scope (login-captcha/flow)
 * and the page goes back, where the waiting code button sends the code with it. Leaving unsolved
 * tells the waiting button so it stops waiting.
 */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { CaptchaChallenge, CaptchaScope } from '../../../../types/accounts'
import { SubmitButton, TextField, toast, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { issueCaptcha, verifyCaptcha } from '../../../services/account'
import { isCaptchaScope } from '../../../stores/account-captcha'
import { loginCaptcha } from './flow'
import { sanitiseCaptchaInput, verifyRefusalOf } from './form'
import './index.css'

type Picture = { state: 'loading' } | { state: 'ready'; challenge: CaptchaChallenge } | { state: 'failed' }

export default observer(function LoginCaptchaPage() {
  const params = useRouter().params
  const scope: CaptchaScope = isCaptchaScope(params.scope) ? params.scope : 'LOGIN_SMS'
  useTitle(t('account.captcha.title'))
  const [picture, setPicture] = useState<Picture>({ state: 'loading' })
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const solved = useRef(false)
  const loads = useRef(0)

  const load = useCallback(async () => {
    const mine = ++loads.current
    setPicture({ state: 'loading' })
    setAnswer('')
    try {
      const challenge = await issueCaptcha(scope)
      if (mine === loads.current) setPicture({ state: 'ready', challenge })
    } catch {
      // The request module has said why (toast); the picture area offers another try.
      if (mine === loads.current) setPicture({ state: 'failed' })
    }
  }, [scope])

  useEffect(() => {
    void load()
  }, [load])

  // Leaving without solving releases the send that waits for this page.
  useEffect(() => () => (solved.current ? undefined : loginCaptcha.closed(scope)), [scope])

  const challenge = picture.state === 'ready' ? picture.challenge : null
  const length = challenge?.answerLength ?? 4

  const refresh = () => {
    setError('')
    void load()
  }

  const submit = async () => {
    if (!challenge || busy) return
    setBusy(true)
    try {
      const token = await verifyCaptcha(challenge.captchaId, answer)
      solved.current = true
      loginCaptcha.solved(scope, token)
      toast(t('account.captcha.passed'))
      await router.back()
    } catch (err) {
      const refusal = verifyRefusalOf(err)
      setError(refusal.message)
      if (refusal.kind === 'refresh') void load()
      else setAnswer('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell name='loginCaptcha'>
      <View className='account-form captcha-form' data-scope={scope}>
        <Text className='account-form__title'>{t('account.captcha.title')}</Text>
        <Text className='account-form__subtitle'>{t('account.captcha.subtitle')}</Text>
        <View className='captcha-picture'>
          <View
            className={`captcha-picture__frame captcha-picture__frame--${picture.state}`}
            data-testid='captcha-image'
            data-state={picture.state}
            data-captcha-id={challenge?.captchaId ?? ''}
            aria-label={t('account.captcha.imageLabel')}
            onClick={() => (picture.state === 'loading' ? undefined : refresh())}
          >
            {challenge ? <Image className='captcha-picture__image' src={challenge.image} mode='aspectFit' /> : null}
            {picture.state === 'loading' ? <Text className='captcha-picture__note'>{t('account.captcha.loading')}</Text> : null}
            {picture.state === 'failed' ? <Text className='captcha-picture__note'>{t('account.captcha.loadFailed')}</Text> : null}
          </View>
          <Text className='account-form__link captcha-picture__refresh' data-testid='captcha-refresh' onClick={() => (picture.state === 'loading' ? undefined : refresh())}>
            {t('account.captcha.refresh')}
          </Text>
        </View>
        <TextField
          label={t('account.captcha.field')}
          value={answer}
          maxlength={length}
          testId='captcha-answer'
          placeholder={t('account.captcha.placeholder', { n: length })}
          onInput={(v) => {
            setAnswer(sanitiseCaptchaInput(v, length))
            if (error) setError('')
          }}
          error={error}
        />
        <Text className='account-form__note'>{t('account.captcha.hint')}</Text>
        <SubmitButton testId='captcha-submit' disabled={!challenge || answer.length !== length} busy={busy} onClick={() => void submit()}>
          {busy ? t('account.captcha.submitting') : t('account.captcha.submit')}
        </SubmitButton>
      </View>
    </PageShell>
  )
})
