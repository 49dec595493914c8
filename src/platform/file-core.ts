/** Image picking shared by the targets (Taro.chooseImage) and the images-only narrowing rule. */
import Taro from '@tarojs/taro'
import type { ChooseFilesOptions, ChooseFilesResult, ChosenFile } from './file'
import { showToast } from './ui'

export async function chooseImages(count: number): Promise<ChosenFile[]> {
  try {
    const res = await Taro.chooseImage({ count, sizeType: ['original', 'compressed'], sourceType: ['album', 'camera'] })
    const files = (res.tempFiles ?? []) as Array<{ path: string; size: number; type?: string; originalFileObj?: { name?: string; type?: string } }>
    return files.map((f) => ({
      path: f.path,
      size: f.size,
      name: f.originalFileObj?.name,
      type: f.originalFileObj?.type ?? f.type,
    }))
  } catch {
    return [] // cancelled
  }
}

/** Choose images only; when more than images was asked for, say so first. */
export async function chooseImagesOnly(options: ChooseFilesOptions, notice: string): Promise<ChooseFilesResult> {
  const narrowed = (options.kind ?? 'image') !== 'image'
  if (narrowed) showToast(notice)
  const files = await chooseImages(options.count ?? 1)
  return narrowed ? { files, notice } : { files }
}
