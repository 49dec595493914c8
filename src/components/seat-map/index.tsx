/**
 * The seat map: stage, section names and one absolutely positioned View per seat, drawn at the scale
 * that fits the viewport, inside Taro's MovableArea/MovableView (drag to pan, pinch or the zoom
 * buttons to zoom) — the same components on weapp, alipay, tt and H5, and no canvas, so each seat is a
 * real tappable element. Colours: a free seat in its tier's colour, a picked seat in the shop colour,
 * held and sold seats grey and not tappable.
 */
import '../../packages/show/messages'
import { MovableArea, MovableView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useMemo } from 'react'
import type { SeatMap } from '../../../types/seating'
import { t } from '../../i18n'
import type { SeatSelection } from '../../stores/seating'
import { drawingSize, fitScale, seatBox, stepZoom, zoomRange, type Size } from './layout'
import './index.css'

export * from './layout'

interface Props {
  map: SeatMap
  selection: SeatSelection
  viewport: Size
  zoom: number
  onZoom: (zoom: number) => void
  onSeatTap: (seatId: string) => void
}

const px = (n: number) => `${n}px`

export const SeatMapView = observer(function SeatMapView({ map, selection, viewport, zoom, onZoom, onSeatTap }: Props) {
  const scale = useMemo(() => fitScale(viewport, map), [viewport, map])
  const size = drawingSize(map, scale)
  const range = zoomRange(map.seatSize, scale)
  const colors = useMemo(() => new Map(map.tiers.map((tier) => [tier.seatPlanId, tier.color])), [map])
  const left = Math.max(0, (viewport.width - size.width) / 2)
  const top = Math.max(0, (viewport.height - size.height) / 2)

  return (
    <View className='seat-map' data-testid='seat-map' data-zoom={zoom} data-scale={scale.toFixed(4)}>
      <MovableArea className='seat-map__area' style={{ width: px(viewport.width), height: px(viewport.height) }}>
        <MovableView
          className='seat-map__drawing'
          direction='all'
          outOfBounds
          scale
          scaleMin={range.min}
          scaleMax={range.max}
          scaleValue={zoom}
          x={left}
          y={top}
          onScale={(e) => onZoom(Number((e.detail as { scale?: number }).scale ?? zoom))}
          style={{ width: px(size.width), height: px(size.height) }}
        >
          {map.stage && (
            <View
              className='seat-map__stage'
              style={{ left: px(map.stage.x * scale), top: px(map.stage.y * scale), width: px(map.stage.width * scale), height: px(map.stage.height * scale) }}
            >
              <Text>{map.stage.label || t('seating.stage')}</Text>
            </View>
          )}
          {map.sections.map((s) => (
            <Text key={s.sectionId} className='seat-map__section' style={{ left: px(s.labelX * scale), top: px(s.labelY * scale) }}>
              {s.name}
            </Text>
          ))}
          {map.seats.map((seat) => {
            const box = seatBox(seat, map.seatSize, scale)
            const state = selection.stateOf(seat.seatId)
            const picked = selection.isPicked(seat.seatId)
            return (
              <View
                key={seat.seatId}
                className={`seat ${picked ? 'seat--picked' : ''} ${state !== 'FREE' && !picked ? 'seat--off' : ''}`}
                data-testid='seat'
                data-seat-id={seat.seatId}
                data-state={state}
                data-picked={picked ? '1' : '0'}
                data-tier={seat.seatPlanId}
                style={{
                  left: px(box.left),
                  top: px(box.top),
                  width: px(box.size),
                  height: px(box.size),
                  backgroundColor: picked ? undefined : state === 'FREE' ? colors.get(seat.seatPlanId) : undefined,
                }}
                onClick={() => onSeatTap(seat.seatId)}
              />
            )
          })}
        </MovableView>
      </MovableArea>
      <View className='seat-map__zoom'>
        <Text className='seat-map__zoom-btn' data-testid='zoom-in' aria-label={t('seating.zoomIn')} onClick={() => onZoom(stepZoom(zoom, 1, range))}>
          +
        </Text>
        <Text className='seat-map__zoom-btn' data-testid='zoom-out' aria-label={t('seating.zoomOut')} onClick={() => onZoom(stepZoom(zoom, -1, range))}>
          −
        </Text>
        <Text className='seat-map__zoom-btn seat-map__zoom-btn--fit' data-testid='zoom-fit' aria-label={t('seating.fit')} onClick={() => onZoom(range.min)}>
          ⤢
        </Text>
      </View>
    </View>
  )
})
