/**
 * The purchase agreement tick (spec core §5): the template with its linked documents. With
 * need-read-all the tick stays disabled until every linked document was opened (the page tracks which).
 */
import { Text, View } from '@tarojs/components'
import type { AgreementInfo } from '../../../../types/payments'
import { t } from '../../../i18n'
import { agreementParts } from '../../../utils/payment-rules'

interface Props {
  agreement: AgreementInfo
  checked: boolean
  enabled: boolean
  opened: ReadonlySet<string>
  onChange: (checked: boolean) => void
  onOpen: (placeholder: AgreementInfo['placeHolders'][number]) => void
}

export function ConfirmAgreement({ agreement, checked, enabled, opened, onChange, onOpen }: Props) {
  const byTitle = new Map(agreement.placeHolders.map((p) => [p.title, p]))
  return (
    <View
      className={`confirm-agreement ${enabled ? '' : 'confirm-agreement--off'}`}
      data-testid='confirm-agreement'
      data-checked={checked ? '1' : '0'}
      data-enabled={enabled ? '1' : '0'}
      onClick={() => enabled && onChange(!checked)}
    >
      <View className='confirm-pick__box' style={checked ? { background: 'var(--main-color, #e8383d)' } : undefined}>
        {checked ? '✓' : ''}
      </View>
      <Text>
        {agreementParts(agreement).map((part, i) => {
          const holder = part.link ? byTitle.get(part.link.title) : undefined
          if (!holder) return <Text key={i}>{part.text}</Text>
          return (
            <Text
              key={i}
              className='confirm-agreement__link'
              data-testid='confirm-agreement-link'
              data-name={holder.name}
              onClick={(e) => {
                // Opening a document never toggles the tick.
                e.stopPropagation()
                onOpen(holder)
              }}
            >
              {part.text}
              {opened.has(holder.name) ? <Text className='confirm-agreement__read'>({t('orders.confirm.readMark')})</Text> : null}
            </Text>
          )
        })}
      </Text>
    </View>
  )
}
