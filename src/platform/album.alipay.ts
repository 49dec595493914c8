import type { AlbumPort } from './album'
import { saveImageVia } from './album-mini'

export const saveImageToAlbum: AlbumPort['saveImageToAlbum'] = (filePath) => saveImageVia(filePath, 'album')
