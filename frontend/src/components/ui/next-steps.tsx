import { useText } from '@/i18n/language-provider'
import { defineDictionary } from '@/i18n/dictionary'

import { CtaBand } from './cta-band'

const nextStepsText = defineDictionary(
  'nextSteps',
  {
    title: 'Bạn đang chuẩn bị một lô hàng?',
    text: 'Gửi cho chúng tôi tuyến đường và hàng hóa: chuyên viên sẽ trả lời trong vòng một ngày làm việc. Hoặc tự ước tính trước bằng công cụ miễn phí.',
    contact: 'Nhận tư vấn miễn phí',
    tools: 'Dùng công cụ tính toán',
  },
  {
    title: 'Preparing a shipment?',
    text: 'Send us your route and your goods: a specialist replies within one business day. Or estimate first with our free calculators.',
    contact: 'Get free advice',
    tools: 'Use the calculators',
  },
)

/** The call to action that ends a post or a standing page: talk to us, or try a calculator. */
export function NextSteps() {
  const t = useText(nextStepsText)
  return <CtaBand title={t.title} text={t.text} primary={{ to: '/contact', label: t.contact }} secondary={{ to: '/tools', label: t.tools }} />
}
