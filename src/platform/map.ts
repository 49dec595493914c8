/** Map navigation to a venue (spec core §1: unsupported on H5; §8: 'try again later' alert on failure). */
export interface MapPoint {
  latitude: number
  longitude: number
  name?: string
  address?: string
}

export interface MapPort {
  supportsMapNavigation(): boolean
  /** Opens the host's map; on failure (or on H5) shows the 'try again later' alert and resolves false. */
  openMap(point: MapPoint): Promise<boolean>
}

export { supportsMapNavigation, openMap } from './map.h5'
