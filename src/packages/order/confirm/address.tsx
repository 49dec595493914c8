/** Express delivery: the buyer's addresses (the default preselected by the page), add in /address. */
import '../messages'
import { Text, View } from '@tarojs/components'
import type { Address } from '../../../../types/addresses'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'

interface Props {
  addresses: Address[] | null
  selected: string | null
  onSelect: (addressId: string) => void
  onAdd: () => void
}

export function AddressPicker({ addresses, selected, onSelect, onAdd }: Props) {
  return (
    <Section title={t('orders.confirm.address')}>
      <View data-testid='address-picker' data-selected={selected ?? ''}>
        {addresses && addresses.length === 0 ? <Text className='confirm-empty'>{t('orders.confirm.noAddress')}</Text> : null}
        {(addresses ?? []).map((a) => {
          const on = a.addressId === selected
          return (
            <View
              key={a.addressId}
              className={`confirm-pick ${on ? 'confirm-pick--on' : ''}`}
              data-testid='address-option'
              data-id={a.addressId}
              data-on={on ? '1' : '0'}
              onClick={() => onSelect(a.addressId)}
            >
              <View className='confirm-pick__box'>{on ? '✓' : ''}</View>
              <View className='confirm-pick__main'>
                <Text className='confirm-pick__name'>
                  {a.recipient} {a.phone}
                  {a.isDefault ? <Text className='confirm-badge'>{t('orders.confirm.defaultAddress')}</Text> : null}
                </Text>
                <Text className='confirm-pick__sub'>
                  {a.area} {a.detail}
                </Text>
              </View>
            </View>
          )
        })}
        <Text className='confirm-add' data-testid='confirm-address-add' onClick={onAdd}>
          + {t('orders.confirm.addAddress')}
        </Text>
      </View>
    </Section>
  )
}
