/**
 * The confirm page's points deduction (spec core §5): what the formula allows on this order (the
 * server's pre_order `points`), a toggle that re-quotes with it on or off, and the rule in one line.
 * Nothing shows when the shop has no points rule.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import type { PreOrderPoints } from '../../../../types/orders'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'

export function PointsChoice(props: { points: PreOrderPoints | null | undefined; money: (cents: number) => string; onToggle: (use: boolean) => void }) {
  const p = props.points
  if (!p) return null
  const usable = p.usablePoints > 0
  return (
    <Section title={t('orders.points.title')}>
      <View
        className={`order-option ${p.checked ? 'order-option--on' : ''}`}
        data-testid='confirm-points'
        data-on={p.checked ? '1' : '0'}
        data-points={p.usablePoints}
        data-deduct={p.deductAmount}
        onClick={() => usable && props.onToggle(!p.checked)}
      >
        <Text>{usable ? t('orders.points.offer', { points: p.usablePoints, amount: props.money(p.deductAmount) }) : t('orders.points.none', { available: p.available })}</Text>
        {usable ? <Text>{p.checked ? '●' : '○'}</Text> : null}
      </View>
      <Text className='order-row__label'>{t('orders.points.rule', { rate: p.rate, limit: p.limitProportion })}</Text>
    </Section>
  )
}
