/** /pay-success-new (auth): the same result as /pay-success in the newer card layout. */
import { useRouter } from '@tarojs/taro'
import { PayResult, payResultParams } from '../../../components/payment/pay-result'

export default function PaySuccessNewPage() {
  return <PayResult page='paySuccessNew' params={payResultParams(useRouter().params)} />
}
