/** The spec's default categories (core §9); tapping one opens search filtered by it. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t, type MessageKey } from '../../i18n'
import { router } from '../../router'
import './index.css'
import { pressable } from '../a11y'

export const DEFAULT_CATEGORIES = [
  'all',
  'concert',
  'drama',
  'sports',
  'music',
  'exhibition',
  'dance',
  'children',
  'storytelling',
] as const

export const CategoryGrid = observer(function CategoryGrid({ large }: { large?: boolean }) {
  return (
    <View className={`category-grid ${large ? 'category-grid--large' : ''}`}>
      {DEFAULT_CATEGORIES.map((code) => (
        <View
          key={code}
          className='category-grid__item'
          data-category={code}
          onClick={() => router.open('search', code === 'all' ? {} : { backendCategoryCode: code })}
          {...pressable(t(`category.${code}` as MessageKey), { role: 'link' })}
        >
          <View className={`category-grid__icon category-grid__icon--${code}`} aria-hidden='true'>
            {t(`category.${code}` as MessageKey).slice(0, 1)}
          </View>
          <Text className='category-grid__label'>{t(`category.${code}` as MessageKey)}</Text>
        </View>
      ))}
    </View>
  )
})
