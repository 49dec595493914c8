/**
 * Saving an image to the photo album with permission handling (spec core §6, §8): 'save failed',
 * 'authorization success, please retry saving', 'failed to get album permission'.
 */
export interface AlbumPort {
  /** Saves a local or http(s) image; resolves true when saved (H5: when a download was started). */
  saveImageToAlbum(filePath: string): Promise<boolean>
}

export { saveImageToAlbum } from './album.h5'
