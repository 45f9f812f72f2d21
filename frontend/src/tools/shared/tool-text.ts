import { defineDictionary } from '@/i18n/dictionary'

/** Texts every tool shares. */
export const toolText = defineDictionary(
  'tools.shared',
  {
    backToTools: 'Tất cả công cụ',
    calculate: 'Tính toán',
    analyze: 'Phân tích',
    compare: 'So sánh',
    reset: 'Đặt lại',
    exportPdf: 'Xuất PDF',
    exportPdfSoon: 'Tính năng này sẽ sớm ra mắt',
    errorTitle: 'Lỗi',
    calculationSuccessful: 'Tính toán thành công',
    analysisSuccessful: 'Phân tích thành công',
    referenceTitle: 'Chỉ mang tính tham khảo',
    referenceNotice:
      'Kết quả chỉ mang tính tham khảo, dựa trên các giả định và biểu giá mẫu của công cụ. Chi phí thực tế phụ thuộc vào hãng tàu, thời điểm và quy định hiện hành — hãy liên hệ chúng tôi để được báo giá chính xác.',
    required: 'bắt buộc',
    results: 'Kết quả',
    emptyResult: 'Nhập thông tin và bấm Tính toán để xem kết quả.',
  },
  {
    backToTools: 'All tools',
    calculate: 'Calculate',
    analyze: 'Analyze',
    compare: 'Compare',
    reset: 'Reset',
    exportPdf: 'Export PDF',
    exportPdfSoon: 'This feature will be available soon',
    errorTitle: 'Error',
    calculationSuccessful: 'Calculation Successful',
    analysisSuccessful: 'Analysis Successful',
    referenceTitle: 'For reference only',
    referenceNotice:
      "Results are for reference only, based on the tool's assumptions and sample rates. Actual costs depend on the carrier, the timing and the regulations in force — contact us for an exact quote.",
    required: 'required',
    results: 'Results',
    emptyResult: 'Fill in the form and press Calculate to see the results.',
  },
)
