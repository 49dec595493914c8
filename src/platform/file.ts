/**
 * File choosing. H5 accepts images only, with the message that H5 only supports choosing images
 * (spec core §1); WeChat can also pick chat files; Alipay and Douyin pick images.
 */
export type FileKind = 'image' | 'file' | 'any'

export interface ChosenFile {
  path: string
  size: number
  name?: string
  /** MIME type or the host's file type, when known. */
  type?: string
}

export interface ChooseFilesOptions {
  count?: number
  kind?: FileKind
  /** File extensions without dot, for kind 'file' or 'any' where the host supports a filter. */
  extensions?: string[]
}

export interface ChooseFilesResult {
  /** Empty when the user cancelled. */
  files: ChosenFile[]
  /** The toast text shown when the request was narrowed to images. */
  notice?: string
}

export interface FilePort {
  chooseFiles(options?: ChooseFilesOptions): Promise<ChooseFilesResult>
}

export { chooseFiles } from './file.h5'
