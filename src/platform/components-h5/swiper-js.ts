/**
 * H5 only: what Taro's swiper component gets for `swiper/bundle` (config/h5-webpack.ts aliases it
 * here). The bundle registers all 23 Swiper modules (effects, virtual slides, zoom, history, thumbs...);
 * Taro's component drives only the core, Pagination (its indicator dots) and Autoplay, and A11y keeps
 * the slides and dots labelled for screen readers. A Swiper prop that needs another module (zoom,
 * effectsProps) needs that module added here.
 */
import Swiper from 'swiper'
import { A11y, Autoplay, Pagination } from 'swiper/modules'

// Swiper's module registration, not a React hook (the lint rule goes by the name `use`).
// eslint-disable-next-line react-hooks/rules-of-hooks
Swiper.use([Pagination, Autoplay, A11y])

export default Swiper
