import type { FilePort } from './file'
import { chooseImagesOnly } from './file-core'
import { pt } from './i18n'

export const chooseFiles: FilePort['chooseFiles'] = (options = {}) => chooseImagesOnly(options, pt('platform.file.imagesOnly'))
