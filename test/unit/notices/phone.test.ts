/** @jest-environment jsdom */
import { callPhone } from '../../../src/platform/phone.h5'

it('H5 calls through a tel: link with only the digits and the plus sign', async () => {
  const clicked: string[] = []
  const spy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.href)
  })
  await callPhone('+853 2888-0000')
  await callPhone('400-000-0000')
  spy.mockRestore()
  expect(clicked).toEqual(['tel:+85328880000', 'tel:4000000000'])
})
