import type { Address } from '../../../types/addresses'
import type { Audience, AudiencePage } from '../../../types/orders'
import { addressProblem, emptyDraft, inputOf, phoneLine, sortAddresses, type AddressDraft } from '../../../src/packages/user/address/rules'
import { audienceFacts, audienceProblem, EMPTY_LIST, hasMore, inputOfDraft, mergePage, nameProblem, problemText, regionOf, REGIONS, sanitiseIdNo } from '../../../src/packages/user/viewer/rules'
import { AUDIENCE_REGIONS } from '../../../types/orders'
import { AUDIENCE_PAGE_SIZE, audienceOffset } from '../../../src/services/audiences'
import { setLang, t } from '../../../src/i18n'

const draft = (patch: Partial<AddressDraft> = {}): AddressDraft => ({
  recipient: '张三',
  countryCode: '86',
  phone: '13800138000',
  area: '广东省 深圳市 南山区',
  detail: '科技园南路1号',
  isDefault: false,
  ...patch,
})

describe('address rules', () => {
  it('accepts a complete draft and names the first broken rule', () => {
    expect(addressProblem(draft())).toBeNull()
    expect(addressProblem(draft({ recipient: ' ' }))).toBe('address.error.recipient')
    expect(addressProblem(draft({ phone: '' }))).toBe('address.error.phoneRequired')
    expect(addressProblem(draft({ phone: '2380013800' }))).toBe('address.error.phone')
    expect(addressProblem(draft({ countryCode: '853', phone: '66123456' }))).toBeNull()
    expect(addressProblem(draft({ area: '' }))).toBe('address.error.area')
  })

  it('needs at least 6 characters of detail in every language, with each language its own hint', () => {
    expect(addressProblem(draft({ detail: '五个字地址' }))).toBe('address.error.detail')
    expect(addressProblem(draft({ detail: ' 六个字的地址 ' }))).toBeNull()
    expect(addressProblem(draft({ detail: 'Rua 1' }))).toBe('address.error.detail')
    expect(addressProblem(draft({ detail: 'Rua 12' }))).toBeNull()
    setLang('zh-CN')
    expect(t('address.error.detail')).toContain('6')
    setLang('en-US')
    expect(t('address.error.detail')).toContain('12')
    setLang('zh-CN')
  })

  it('trims the input and makes the first address the default', () => {
    expect(emptyDraft(true).isDefault).toBe(true)
    expect(emptyDraft(false).isDefault).toBe(false)
    expect(inputOf(draft({ recipient: ' 张三 ', countryCode: '+853', detail: ' x ' }))).toMatchObject({ recipient: '张三', countryCode: '853', detail: 'x' })
  })

  it('lists the default first, then newest first', () => {
    const a = (id: string, isDefault: boolean, createTime: number) => ({ addressId: id, isDefault, createTime }) as Address
    expect(sortAddresses([a('1', false, 1), a('2', true, 2), a('3', false, 3)]).map((x) => x.addressId)).toEqual(['2', '3', '1'])
    expect(phoneLine({ countryCode: '86', phone: '13800138000' })).toBe('13800138000')
    expect(phoneLine({ countryCode: '853', phone: '66123456' })).toBe('+853 66123456')
  })
})

describe('attendee list', () => {
  it('pages by 50 with offset = pageIndex × 50 (not the spec’s × 30)', () => {
    expect(AUDIENCE_PAGE_SIZE).toBe(50)
    expect(audienceOffset(0)).toBe(0)
    expect(audienceOffset(1)).toBe(50)
    expect(audienceOffset(3)).toBe(150)
    expect(audienceOffset(-1)).toBe(0)
  })

  it('merges pages without duplicates and knows when more remain', () => {
    const aud = (id: string) => ({ audienceId: id }) as Audience
    const page = (ids: string[], total: number): AudiencePage => ({ total, offset: 0, length: 50, audiences: ids.map(aud) })
    let s = mergePage(EMPTY_LIST, page(['a', 'b'], 3), 0)
    expect(hasMore(s)).toBe(true)
    expect(s.nextPage).toBe(1)
    s = mergePage(s, page(['b', 'c'], 3), 1)
    expect(s.items.map((x) => x.audienceId)).toEqual(['a', 'b', 'c'])
    expect(hasMore(s)).toBe(false)
    // Reloading page 0 starts over.
    expect(mergePage(s, page(['z'], 1), 0).items.map((x) => x.audienceId)).toEqual(['z'])
  })

  it('checks required fields and cleans the document number', () => {
    expect(audienceProblem({ name: '', idType: 'ID_CARD', idNo: 'X', phone: '' })).toBe('viewer.error.name')
    expect(audienceProblem({ name: '张三', idType: 'ID_CARD', idNo: ' ', phone: '' })).toBe('viewer.error.idNo')
    expect(audienceProblem({ name: '张三', idType: 'PASSPORT', idNo: 'E123', phone: '', countryRegion: 'JP' })).toBeNull()
    // The phone is optional; when given it is an 11-digit mainland number starting with 1.
    expect(audienceProblem({ name: '张三', idType: 'ID_CARD', idNo: 'X', phone: '13800138000' })).toBeNull()
    expect(audienceProblem({ name: '张三', idType: 'ID_CARD', idNo: 'X', phone: '2380013800' })).toBe('viewer.error.phone')
    expect(audienceProblem({ name: '张三', idType: 'ID_CARD', idNo: 'X', phone: '23800138000' })).toBe('viewer.error.phone')
    expect(sanitiseIdNo('11010 5-1990x')).toBe('110105' + '1990X')
  })

  it('needs the issuing country or region of a document other than a mainland ID card (always CN)', () => {
    expect(audienceProblem({ name: 'Ann', idType: 'PASSPORT', idNo: 'E123', phone: '' })).toBe('viewer.error.region')
    expect(audienceProblem({ name: 'Ann', idType: 'HK_MACAU_PERMIT', idNo: 'H123', phone: '', countryRegion: '' })).toBe('viewer.error.region')
    expect(regionOf({ idType: 'ID_CARD', countryRegion: 'JP' })).toBe('CN')
    expect(regionOf({ idType: 'ID_CARD' })).toBe('CN')
    expect(regionOf({ idType: 'TAIWAN_PERMIT', countryRegion: 'TW' })).toBe('TW')
    expect(inputOfDraft({ name: ' Ann ', idType: 'PASSPORT', idNo: ' E123 ', phone: '', countryRegion: 'SG' })).toEqual({ name: 'Ann', idType: 'PASSPORT', idNo: 'E123', countryRegion: 'SG' })
    expect(inputOfDraft({ name: '张三', idType: 'ID_CARD', idNo: 'X', phone: '13800138000', countryRegion: 'JP' })).toEqual({ name: '张三', idType: 'ID_CARD', idNo: 'X', countryRegion: 'CN', phone: '13800138000' })
    // The editor offers exactly the codes the server accepts, each named in every language.
    expect(REGIONS).toEqual(AUDIENCE_REGIONS)
    for (const lang of ['zh-CN', 'zh-MO', 'en-US'] as const) {
      setLang(lang)
      for (const r of REGIONS) expect(t(`viewer.region.${r}` as Parameters<typeof t>[0])).not.toMatch(/^viewer\./)
    }
  })

  it('describes an attendee by region and the birth date and gender a mainland ID card gives', () => {
    setLang('en-US')
    expect(audienceFacts({ countryRegion: 'CN', birthDate: '1990-03-07', gender: 'WOMAN' })).toEqual({ region: 'Mainland China', born: 'Born 1990-03-07 · Female' })
    expect(audienceFacts({ countryRegion: 'JP', birthDate: null, gender: null })).toEqual({ region: 'Japan', born: '' })
    setLang('zh-MO')
    expect(audienceFacts({ countryRegion: 'MO', birthDate: '2001-12-31', gender: 'MAN' })).toEqual({ region: '中國澳門', born: '出生日期 2001-12-31 · 男' })
    expect(audienceFacts({ countryRegion: null, birthDate: null, gender: null })).toEqual({ region: '', born: '' })
  })
})

describe('attendee name (issue 13)', () => {
  it('refuses characters no ID document carries: emoji, digits, symbols; needs a letter', () => {
    for (const bad of ['😀😀', '张三😀', 'Ann 2', '王★明', '·-', 'Ann\ufe0f']) expect(nameProblem(bad)).toBe('viewer.error.nameChars')
    expect(audienceProblem({ name: '😀', idType: 'ID_CARD', idNo: 'X', phone: '' })).toBe('viewer.error.nameChars')
  })
  it('accepts names as documents print them', () => {
    for (const good of ['张三', '买买提·艾力', 'José Álvarez-O’Neil', "D'Arcy", 'Nguyễn Văn A', '王'.repeat(64)]) expect(nameProblem(good)).toBeNull()
  })
  it('says a name is too long instead of cutting it, counting characters not UTF-16 units', () => {
    expect(nameProblem('A'.repeat(500))).toBe('viewer.error.nameTooLong')
    expect(nameProblem('𠀀'.repeat(64))).toBeNull()
    expect(nameProblem('𠀀'.repeat(65))).toBe('viewer.error.nameTooLong')
    setLang('en-US')
    expect(problemText('viewer.error.nameTooLong')).toBe('The name can have at most 64 characters, as on the document')
    setLang('zh-MO')
    expect(problemText('viewer.error.nameTooLong')).toBe('姓名最多64個字，請按證件填寫')
  })
})
