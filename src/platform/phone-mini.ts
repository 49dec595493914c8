/** Mini-program hosts: their own dialler API (the buyer confirms the number in the host's sheet). */
import Taro from '@tarojs/taro'

export async function callPhone(phoneNumber: string): Promise<void> {
  await Taro.makePhoneCall({ phoneNumber: phoneNumber.replace(/[^\d+]/g, '') })
}
