/**
 * Close the account (/unregistered): what is removed and what is kept, an explicit tick, a code sent to
 * the account's own phone or email, a last confirmation; then the session ends and the home tab opens.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { CodeButton } from '../../../components/code-button'
import { SubmitButton, TextField, confirm, toast, useBusyAction, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { account } from '../../../stores/account-instance'
import { isCompleteCode, sanitiseCode } from '../../../utils/validation'
import '../account-bind/index.css'


export default observer(function UnregisteredPage() {
  useTitle(t('account.unregister.title'))
  const [agreed, setAgreed] = useState(false)
  const [code, setCode] = useState('')
  const [target, setTarget] = useState('')

  const { busy, run: submit } = useBusyAction(async () => {
    if (!(await confirm(t('account.unregister.confirm')))) return
    await account.unregister(code)
    toast(t('account.unregister.done'))
    await router.relaunch('mine')
  })

  return (
    <PageShell name='unregistered'>
      <View className='account-form'>
        <Text className='account-form__title'>{t('account.unregister.title')}</Text>
        <Text className='account-warning' data-testid='unregister-warning'>{t('account.unregister.warning')}</Text>
        <View className='agreement' data-testid='unregister-agree' data-checked={agreed ? '1' : '0'} onClick={() => setAgreed(!agreed)}>
          <View className={`agreement__box ${agreed ? 'agreement__box--on' : ''}`}>{agreed ? '✓' : ''}</View>
          <Text className='agreement__text'>{t('account.unregister.agree')}</Text>
        </View>
        {target ? <Text className='account-form__note' data-testid='unregister-target'>{t('account.unregister.sentTo', { target })}</Text> : null}
        <TextField
          label={t('account.field.code')}
          value={code}
          type='number'
          maxlength={6}
          testId='code'
          placeholder={t('account.field.codePlaceholder')}
          onInput={(v) => setCode(sanitiseCode(v))}
          extra={
            <CodeButton
              disabled={!agreed}
              send={async () => {
                const sent = await account.sendUnregisterCode()
                setTarget(sent.maskedTarget)
                toast(t('account.code.sent'))
                return sent.retryAfterSeconds
              }}
            />
          }
        />
        <SubmitButton testId='unregister-submit' disabled={!agreed || !isCompleteCode(code)} busy={busy} onClick={submit}>
          {t('account.unregister.submit')}
        </SubmitButton>
      </View>
    </PageShell>
  )
})
