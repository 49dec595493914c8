/**
 * Country/region code chooser limited to the shop's login areas (supportLoginAreas). A row of chips
 * rather than a wheel: shops enable two or three areas, and every target renders chips the same way.
 */
import { Text, View } from '@tarojs/components'

interface Props {
  codes: string[]
  value: string
  onChange: (code: string) => void
}

export function CountryCodePicker({ codes, value, onChange }: Props) {
  return (
    <View className='country-codes' data-testid='country-codes'>
      {codes.map((code) => (
        <Text
          key={code}
          className={`country-codes__item ${code === value ? 'country-codes__item--on' : ''}`}
          data-code={code}
          onClick={() => onChange(code)}
        >
          +{code}
        </Text>
      ))}
    </View>
  )
}
