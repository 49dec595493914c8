/** H5: a tel: link, which the phone's browser hands to its dialler (a desktop browser to its handler). */
export async function callPhone(phoneNumber: string, doc: Document = document): Promise<void> {
  const link = doc.createElement('a')
  link.href = `tel:${phoneNumber.replace(/[^\d+]/g, '')}`
  link.click()
}
