/** /pay-success (auth): the payment result with the order's amount, show and session. */
import { useRouter } from '@tarojs/taro'
import { PayResult, payResultParams } from '../../../components/payment/pay-result'

export default function PaySuccessPage() {
  return <PayResult page='paySuccess' params={payResultParams(useRouter().params)} />
}
