/** The agreement tick of the payment panel (spec core §5): the template with its linked documents. */
import { Text, View } from '@tarojs/components'
import type { AgreementInfo } from '../../../types/payments'
import { router } from '../../router'
import { agreementParts } from '../../utils/payment-rules'

interface Props {
  agreement: AgreementInfo
  checked: boolean
  onChange: (checked: boolean) => void
}

export function PaymentAgreement({ agreement, checked, onChange }: Props) {
  // Opening the agreement page keeps the panel (the router hides it on any other navigation).
  const open = (e: { stopPropagation: () => void }, link: { title: string; url: string }) => {
    e.stopPropagation()
    void router.open('agreement', { title: link.title, url: link.url })
  }
  return (
    <View className='pay-agreement' data-testid='pay-agreement' data-checked={checked ? '1' : '0'} onClick={() => onChange(!checked)}>
      <View className={`pay-agreement__box ${checked ? 'pay-agreement__box--on' : ''}`}>{checked ? '✓' : ''}</View>
      <Text className='pay-agreement__text'>
        {agreementParts(agreement).map((part, i) =>
          part.link ? (
            <Text key={i} className='pay-agreement__link' onClick={(e) => open(e, part.link!)}>
              {part.text}
            </Text>
          ) : (
            <Text key={i}>{part.text}</Text>
          ),
        )}
      </Text>
    </View>
  )
}
