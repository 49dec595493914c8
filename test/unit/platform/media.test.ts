import { setLang } from '../../../src/i18n'
import { saveImageToAlbum as saveAlipay } from '../../../src/platform/album.alipay'
import { saveImageToAlbum as saveWeapp } from '../../../src/platform/album.weapp'
import { chooseFiles as chooseH5 } from '../../../src/platform/file'
import { chooseFiles as chooseAlipay } from '../../../src/platform/file.alipay'
import { chooseFiles as chooseWeapp } from '../../../src/platform/file.weapp'
import { compressImage as compressH5, isCompressible, fitInside } from '../../../src/platform/image'
import { compressWithCanvas, type CanvasDom } from '../../../src/platform/image.h5'
import { compressImage as compressMini } from '../../../src/platform/image.weapp'
import { modals, taro, toasts } from './helpers'

beforeEach(() => {
  jest.clearAllMocks()
  setLang('zh-CN')
})

describe('file choosing', () => {
  it('H5 chooses images only and says so when more was asked', async () => {
    taro.chooseImage.mockResolvedValueOnce({ tempFiles: [{ path: 'blob:1', size: 10, originalFileObj: { name: 'a.png', type: 'image/png' } }] })
    const res = await chooseH5({ kind: 'file', count: 2 })
    expect(toasts()).toEqual(['H5仅支持选择图片'])
    expect(taro.chooseImage).toHaveBeenCalledWith(expect.objectContaining({ count: 2 }))
    expect(res).toEqual({ files: [{ path: 'blob:1', size: 10, name: 'a.png', type: 'image/png' }], notice: 'H5仅支持选择图片' })
  })

  it('H5 image choosing shows no message', async () => {
    await chooseH5({ kind: 'image' })
    expect(toasts()).toEqual([])
  })

  it('WeChat picks chat files with chooseMessageFile', async () => {
    taro.chooseMessageFile.mockResolvedValueOnce({ tempFiles: [{ path: 'wxfile://a.pdf', size: 5, name: 'a.pdf', type: 'file' }] })
    const res = await chooseWeapp({ kind: 'file', extensions: ['pdf'] })
    expect(taro.chooseMessageFile).toHaveBeenCalledWith({ count: 1, type: 'file', extension: ['pdf'] })
    expect(res.files[0].name).toBe('a.pdf')
  })

  it('Alipay narrows to images with its own message; a cancel gives no files', async () => {
    taro.chooseImage.mockRejectedValueOnce({ errMsg: 'chooseImage:fail cancel' })
    expect(await chooseAlipay({ kind: 'any' })).toEqual({ files: [], notice: '当前环境仅支持选择图片' })
  })
})

describe('image compression', () => {
  it('compresses only jpg, jpeg and png', () => {
    expect(isCompressible('a/b.JPG')).toBe(true)
    expect(isCompressible('x.jpeg?x=1')).toBe(true)
    expect(isCompressible({ path: 'blob:abc', type: 'image/png' })).toBe(true)
    expect(isCompressible('a.gif')).toBe(false)
    expect(isCompressible('a.webp')).toBe(false)
    expect(isCompressible({ path: 'blob:abc', name: 'scan.heic' })).toBe(false)
  })

  it('mini-programs use quality 50 fitted into 1080x1960', async () => {
    taro.getImageInfo.mockResolvedValueOnce({ width: 4000, height: 3000 })
    expect(await compressMini('wxfile://a.jpg')).toBe('wxfile://a.jpg.compressed')
    expect(taro.compressImage).toHaveBeenCalledWith({ src: 'wxfile://a.jpg', quality: 50, compressedWidth: 1080, compressedHeight: 810 })
    taro.getImageInfo.mockResolvedValueOnce({ width: 800, height: 600 })
    await compressMini('wxfile://b.png')
    expect(taro.compressImage).toHaveBeenLastCalledWith({ src: 'wxfile://b.png', quality: 50, compressedWidth: 800, compressedHeight: 600 })
    expect(fitInside(1080, 4000)).toEqual({ width: 529, height: 1960 })
  })

  it('keeps other formats and failed compressions as they are', async () => {
    expect(await compressMini('wxfile://a.gif')).toBe('wxfile://a.gif')
    expect(await compressH5('blob:x.gif')).toBe('blob:x.gif')
    taro.compressImage.mockRejectedValueOnce({ errMsg: 'fail' })
    expect(await compressMini('wxfile://a.jpg')).toBe('wxfile://a.jpg')
    expect(taro.compressImage).toHaveBeenCalledTimes(1)
  })

  it('H5 draws to a canvas at quality 0.5 and revokes the blob URL after 5 s', async () => {
    jest.useFakeTimers()
    const blob = { size: 1 } as unknown as Blob
    const dom: CanvasDom = {
      loadImage: jest.fn(async () => ({ width: 10, height: 20, source: {} })),
      toBlob: jest.fn(async () => blob),
      createObjectURL: jest.fn(() => 'blob:compressed'),
      revokeObjectURL: jest.fn(),
    }
    expect(await compressWithCanvas('blob:orig', 'image/jpeg', dom)).toBe('blob:compressed')
    expect(dom.toBlob).toHaveBeenCalledWith({ width: 10, height: 20, source: {} }, 'image/jpeg', 0.5)
    jest.advanceTimersByTime(4999)
    expect(dom.revokeObjectURL).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(dom.revokeObjectURL).toHaveBeenCalledWith('blob:compressed')
    jest.useRealTimers()
  })
})

describe('album saving', () => {
  it('saves and confirms', async () => {
    expect(await saveWeapp('wxfile://poster.png')).toBe(true)
    expect(taro.saveImageToPhotosAlbum).toHaveBeenCalledWith({ filePath: 'wxfile://poster.png' })
    expect(toasts()).toEqual(['保存成功'])
  })

  it('downloads http images first', async () => {
    await saveWeapp('https://cdn.example.com/p.png')
    expect(taro.downloadFile).toHaveBeenCalledWith({ url: 'https://cdn.example.com/p.png' })
    expect(taro.saveImageToPhotosAlbum).toHaveBeenCalledWith({ filePath: 'tmp://https://cdn.example.com/p.png' })
  })

  it("says 'save failed' on other failures", async () => {
    taro.saveImageToPhotosAlbum.mockRejectedValueOnce({ errMsg: 'saveImageToPhotosAlbum:fail file not found' })
    expect(await saveWeapp('x.png')).toBe(false)
    expect(toasts()).toEqual(['保存失败'])
  })

  it('after a refusal, opens settings and asks to retry when granted', async () => {
    taro.saveImageToPhotosAlbum.mockRejectedValueOnce({ errMsg: 'saveImageToPhotosAlbum:fail auth deny' })
    taro.openSetting.mockResolvedValueOnce({ authSetting: { 'scope.writePhotosAlbum': true } })
    expect(await saveWeapp('x.png')).toBe(false)
    expect(modals()[0]).toMatchObject({ content: '获取相册权限失败', confirmText: '去设置' })
    expect(toasts()).toEqual(['授权成功，请重新保存'])
  })

  it("says 'failed to get album permission' when still refused (Alipay scope 'album')", async () => {
    setLang('en-US')
    taro.saveImageToPhotosAlbum.mockRejectedValueOnce({ errMsg: 'authorize:fail' })
    taro.openSetting.mockResolvedValueOnce({ authSetting: { album: false } })
    expect(await saveAlipay('x.png')).toBe(false)
    expect(toasts()).toEqual(['Failed to get album permission'])
    taro.saveImageToPhotosAlbum.mockRejectedValueOnce({ errMsg: 'authorize:fail' })
    taro.openSetting.mockResolvedValueOnce({ authSetting: { album: true } })
    await saveAlipay('x.png')
    expect(toasts()[1]).toBe('Authorization succeeded, please try saving again')
  })
})
