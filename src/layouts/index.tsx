/** A whole layout: each component through its kind's renderer, in the merchant's order. */
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { Layout } from '../../types/catalog'
import { AnchorScope, anchorDomId, nextAnchorScope } from './anchor'
import { useProgressiveCount } from './progressive'
import { rendererOf } from './registry'
import './index.css'

export { RENDERERS, rendererOf } from './registry'
export { MasonryProvider, useMasonry, ListFooter, type MasonryState } from './masonry'

export const LayoutView = observer(function LayoutView({ layout }: { layout: Layout }) {
  // Element ids for anchor navigation, unique to this view (see anchor.ts).
  const [scope] = useState(nextAnchorScope)
  // The first screen's components at once, the rest a few at a time (progressive.ts).
  const shown = useProgressiveCount(layout.components.length, layout)
  return (
    <AnchorScope.Provider value={scope}>
      <View className='layout' data-layout={layout.layoutId}>
        {layout.components.slice(0, shown).map((component) => {
          const Render = rendererOf(component.componentType)
          if (!Render) return null
          return (
            <View
              key={component.componentId}
              id={anchorDomId(scope, component.componentId)}
              className='layout__item'
              data-component={component.componentType}
              data-component-id={component.componentId}
            >
              <Render component={component} layout={layout} />
            </View>
          )
        })}
      </View>
    </AnchorScope.Provider>
  )
})
