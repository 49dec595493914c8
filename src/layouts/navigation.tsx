/** Navigation kinds: slide navigation (a carousel of banners), icon navigation, banner, images. */
import { Image, Swiper, SwiperItem, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { jump } from './jump'
import { list, str, type JumpItem, type RendererProps } from './types'
import { imageAlt, pressable } from '../components/a11y'

/**
 * The carousel draws its page dots in a row under the images, not the host's indicator dots: those sit
 * on the image and cover whatever the banner has written at its bottom (a title, a date).
 */
export function SlideNavigation({ component }: RendererProps) {
  const items = list<JumpItem>(component.config, 'items').filter((i) => i.image)
  const [current, setCurrent] = useState(0)
  if (!items.length) return null
  return (
    <View className='lo-slides' data-testid='layout-slides'>
      <Swiper className='lo-slides__swiper' circular autoplay interval={4000} onChange={(e) => setCurrent(e.detail.current)}>
        {items.map((item, i) => (
          <SwiperItem key={i}>
            <Image className='lo-slides__image' src={item.image ?? ''} mode='aspectFill' onClick={() => jump(item)} {...imageAlt(item.title)} {...pressable(undefined, { role: 'link' })} />
          </SwiperItem>
        ))}
      </Swiper>
      {items.length > 1 && (
        <View className='lo-slides__dots' data-testid='slide-dots' aria-hidden='true'>
          {items.map((_, i) => (
            <View key={i} className={`lo-slides__dot ${i === current % items.length ? 'lo-slides__dot--on' : ''}`} />
          ))}
        </View>
      )}
    </View>
  )
}

export function IconNavigation({ component }: RendererProps) {
  const items = list<JumpItem>(component.config, 'items').filter((i) => i.title)
  if (!items.length) return null
  return (
    <View className='lo-block lo-icons'>
      {items.map((item, i) => (
        <View key={i} className='lo-icons__item' data-testid='layout-icon' onClick={() => jump(item)} {...pressable(undefined, { role: 'link' })}>
          {item.icon ? (
            <Image className='lo-icons__img' src={item.icon} {...imageAlt('')} />
          ) : (
            <View className='lo-icons__letter' aria-hidden='true'>{(item.title ?? '').slice(0, 1)}</View>
          )}
          <Text className='lo-icons__label'>{item.title}</Text>
        </View>
      ))}
    </View>
  )
}

export function Banner({ component }: RendererProps) {
  const image = str(component.config, 'image')
  if (!image) return null
  const item: JumpItem = { jumpType: str(component.config, 'jumpType'), jumpTarget: str(component.config, 'jumpTarget') }
  return (
    <View className='lo-banner' onClick={() => jump(item)} {...pressable(str(component.config, 'title') || undefined, { role: 'link' })}>
      <Image className='lo-banner__image' src={image} mode='aspectFill' {...imageAlt(str(component.config, 'title'))} />
      {str(component.config, 'title') && <Text className='lo-banner__title'>{str(component.config, 'title')}</Text>}
    </View>
  )
}

export function Images({ component }: RendererProps) {
  const images = list<string>(component.config, 'images').filter((s) => typeof s === 'string' && s)
  if (!images.length) return null
  return (
    <View className='lo-images'>
      {images.map((src) => (
        <Image key={src} className='lo-images__image' src={src} mode='widthFix' {...imageAlt(str(component.config, 'title'))} />
      ))}
    </View>
  )
}
