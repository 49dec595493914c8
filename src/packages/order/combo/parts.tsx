/** The parts of one set of a combo: tickets (show, session · tier) and products (spec words), each × qty at list price. */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import type { ComboActivity } from '../../../../types/combos'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { assetUrl } from '../../../utils/asset-url'

export function ComboParts({ combo, money }: { combo: ComboActivity; money: (cents: number) => string }) {
  return (
    <Section title={t('combos.parts')}>
      {combo.parts.map((p, i) => (
        <View key={i} className='combo-part' data-testid='combo-part' data-kind={p.kind}>
          {p.posterUrl ? <Image className='combo-part__image' src={assetUrl(p.posterUrl)} mode='aspectFill' /> : <Text className='combo-part__badge'>{t('combos.partTicket')}</Text>}
          <View className='combo-part__main'>
            <Text className='combo-part__name'>{p.name}</Text>
            {p.detail ? <Text className='combo-part__detail'>{p.detail}</Text> : null}
          </View>
          <View className='combo-part__side'>
            <Text className='combo-part__qty'>× {p.qty}</Text>
            <Text className='combo-part__amount'>{money(p.listAmount)}</Text>
          </View>
        </View>
      ))}
      {combo.parts.some((p) => p.kind === 'SKU') ? <Text className='combo-hint'>{t('combos.goodsHint')}</Text> : null}
    </Section>
  )
}

/** The type badge (combo, tied sale, ticket package). */
export function ComboType({ combo }: { combo: ComboActivity }) {
  return (
    <Text className={`combo-type combo-type--${combo.activityType}`} data-testid='combo-type'>
      {t(`combos.type.${combo.activityType}`)}
    </Text>
  )
}
