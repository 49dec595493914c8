/**
 * A QR code drawn from its module matrix as rows of views (one view per run of equal modules), so it
 * renders identically on WeChat, Alipay, Douyin and H5 without canvas. The quiet zone is the padding.
 */
import { View } from '@tarojs/components'
import { memo, useMemo } from 'react'
import { matrixRuns, moduleSize, qrMatrix, type QrLevel } from './matrix'
import './index.css'

export const QR_QUIET_ZONE = 4

interface Props {
  text: string
  /** Outer size in px the code should fit in (quiet zone included). */
  size?: number
  level?: QrLevel
  /** Greyed out with a veil, e.g. while a new code is being fetched. */
  dimmed?: boolean
  testId?: string
}

export const QrCode = memo(function QrCode({ text, size = 220, level = 'M', dimmed = false, testId = 'qr-code' }: Props) {
  const matrix = useMemo(() => qrMatrix(text, level), [text, level])
  const runs = useMemo(() => matrixRuns(matrix), [matrix])
  const cell = moduleSize(size, matrix.size, QR_QUIET_ZONE)
  const px = (n: number) => `${n}px`
  return (
    <View
      className={`qr-code ${dimmed ? 'qr-code--dimmed' : ''}`}
      style={{ padding: px(cell * QR_QUIET_ZONE), width: px(cell * matrix.size), height: px(cell * matrix.size) }}
      data-testid={testId}
      data-modules={matrix.size}
      data-cell={cell}
    >
      {runs.map((row, r) => (
        <View key={r} className='qr-code__row' style={{ height: px(cell) }}>
          {row.map((run) => (
            <View
              key={run.start}
              className={run.dark ? 'qr-code__dark' : 'qr-code__light'}
              data-start={run.start}
              data-len={run.length}
              style={{ width: px(cell * run.length), height: px(cell) }}
            />
          ))}
        </View>
      ))}
    </View>
  )
})
