/**
 * The purchase agreement tick (spec core §5): the template with its linked documents. With
 * need-read-all the tick cannot be set directly: tapping it opens the agreement popup, which must be
 * scrolled to its end before agreeing (read-all.tsx; spec accounts §5). A linked document opens on its
 * own: the shop's documents on the in-app agreement page (the confirm page stays underneath), others
 * in a new tab (open-document.ts).
 */
import { Text, View } from '@tarojs/components'
import type { AgreementInfo } from '../../../../types/payments'
import { router } from '../../../router'
import { ownDocumentOf } from '../../../router/document-link'
import { agreementParts } from '../../../utils/payment-rules'
import { openAgreementDocument } from './open-document'

interface Props {
  agreement: AgreementInfo
  checked: boolean
  /** The tick may be set (not need-read-all, or read to the end). */
  enabled: boolean
  onChange: (checked: boolean) => void
  /** Need-read-all and not read yet: the tick opens the popup instead. */
  onNeedRead: () => void
}

function openDocument(holder: AgreementInfo['placeHolders'][number]): void {
  const own = ownDocumentOf(holder.url)
  if (own) void router.open('agreement', { id: own.id, title: holder.title })
  else openAgreementDocument(holder)
}

export function ConfirmAgreement({ agreement, checked, enabled, onChange, onNeedRead }: Props) {
  const byTitle = new Map(agreement.placeHolders.map((p) => [p.title, p]))
  return (
    <View
      className={`confirm-agreement ${enabled ? '' : 'confirm-agreement--off'}`}
      data-testid='confirm-agreement'
      data-checked={checked ? '1' : '0'}
      data-enabled={enabled ? '1' : '0'}
      onClick={() => (enabled ? onChange(!checked) : onNeedRead())}
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
                openDocument(holder)
              }}
            >
              {part.text}
            </Text>
          )
        })}
      </Text>
    </View>
  )
}
