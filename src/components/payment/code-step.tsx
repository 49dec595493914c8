/**
 * The verification-code screen (DOOOLY, spec core §4 step 5, §5): a get-code button with the 60 s
 * countdown (initial → countdown → reacquire, error on a failed send), a 6-digit field whose
 * placeholder turns into '验证码错误' after a wrong code, and confirm enabled only for 6 digits while
 * no payment runs.
 */
import '../../packages/order/messages'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '../../i18n'
import type { PaymentStore } from '../../stores/payment'
import { PAY_CODE_LENGTH } from '../../utils/payment-rules'
import { CodeButton } from '../code-button'
import { SubmitButton } from '../form'

export const CodeStep = observer(function CodeStep({ flow }: { flow: PaymentStore }) {
  return (
    <View data-testid='pay-code-step'>
      <Text className='pay-code__hint'>{t('payments.code.hint')}</Text>
      <View className={`pay-code__row ${flow.codeWrong ? 'pay-code__row--wrong' : ''}`} data-testid='pay-code' data-wrong={flow.codeWrong ? '1' : '0'}>
        <Input
          className='pay-code__input'
          type='number'
          value={flow.code}
          maxlength={PAY_CODE_LENGTH}
          placeholder={flow.codeWrong ? t('payments.code.wrong') : t('payments.code.placeholder')}
          onInput={(e) => flow.setCode(String(e.detail.value ?? ''))}
        />
        <CodeButton send={() => flow.sendCode()} resetKey={flow.order?.orderId} />
      </View>
      <View className='pay-panel__actions pay-panel__actions--two'>
        <SubmitButton plain testId='pay-code-back' disabled={flow.paying} onClick={() => flow.backToMethods()}>
          {t('payments.code.back')}
        </SubmitButton>
        <SubmitButton testId='pay-code-confirm' busy={flow.paying} disabled={!flow.canConfirmCode} onClick={() => void flow.confirmCode()}>
          {t('payments.code.confirm')}
        </SubmitButton>
      </View>
    </View>
  )
})
