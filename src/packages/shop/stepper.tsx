/** A quantity stepper: − value +, kept between min and max (the cart's 99 cap is the caller's max). */
import { Text, View } from '@tarojs/components'

interface Props {
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  testId?: string
  disabled?: boolean
}

export function Stepper({ value, min, max, onChange, testId, disabled }: Props) {
  const down = !disabled && value > min
  const up = !disabled && value < max
  return (
    <View className='goods-stepper' data-testid={testId} data-value={value}>
      <Text className={`goods-stepper__btn ${down ? '' : 'goods-stepper__btn--off'}`} data-testid={testId ? `${testId}-minus` : undefined} onClick={() => down && onChange(value - 1)}>
        −
      </Text>
      <Text className='goods-stepper__value'>{value}</Text>
      <Text className={`goods-stepper__btn ${up ? '' : 'goods-stepper__btn--off'}`} data-testid={testId ? `${testId}-plus` : undefined} onClick={() => up && onChange(value + 1)}>
        +
      </Text>
    </View>
  )
}
