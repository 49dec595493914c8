/**
 * H5 only: what `@tarojs/components` resolves to in the H5 build (config/h5-webpack.ts aliases it
 * here; mini-programs, jest and tsc keep Taro's own module). Taro's lib/react/components.js defines every
 * component in one module, so the first page that renders a View also loaded every component any page
 * uses (video, picker, movable view, swiper...) with their custom elements: ~150 KB on the home screen.
 * Here each component is a module of its own, so a page's chunk holds the components it renders.
 * The app's package.json declares its modules free of side effects, so this re-export adds nothing.
 * A component the app starts using needs its line here (the H5 build fails on a missing export).
 */
export { Button } from './button'
export { Image } from './image'
export { Input } from './input'
export { MovableArea } from './movable-area'
export { MovableView } from './movable-view'
export { Picker } from './picker'
export { RichText } from './rich-text'
export { ScrollView } from './scroll-view'
export { Swiper } from './swiper'
export { SwiperItem } from './swiper-item'
export { Text } from './text'
export { Video } from './video'
export { View } from './view'
export { WebView } from './web-view'
