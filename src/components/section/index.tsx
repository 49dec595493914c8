/** A titled white card: the building block of the tab pages. */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.css'

export function Section({ title, children, extra }: { title?: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <View className='section'>
      {(title || extra) && (
        <View className='section__head'>
          {title && <Text className='section__title'>{title}</Text>}
          {extra}
        </View>
      )}
      {children}
    </View>
  )
}
