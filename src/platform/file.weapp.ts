import Taro from '@tarojs/taro'
import type { ChosenFile, FilePort } from './file'
import { chooseImages } from './file-core'

export const chooseFiles: FilePort['chooseFiles'] = async (options = {}) => {
  const count = options.count ?? 1
  const kind = options.kind ?? 'image'
  if (kind === 'image') return { files: await chooseImages(count) }
  try {
    const res = await Taro.chooseMessageFile({
      count,
      type: kind === 'file' ? 'file' : 'all',
      ...(options.extensions?.length ? { extension: options.extensions } : {}),
    })
    const files: ChosenFile[] = res.tempFiles.map((f) => ({ path: f.path, size: f.size, name: f.name, type: f.type }))
    return { files }
  } catch {
    return { files: [] }
  }
}
