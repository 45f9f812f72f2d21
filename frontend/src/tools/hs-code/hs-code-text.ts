import { defineDictionary } from '@/i18n/dictionary'

/** Texts of the HS code analyzer screen (shared tool texts live in tools/shared/tool-text). */
export const hsCodeText = defineDictionary(
  'tools.hs-code',
  {
    agreementsTitle: 'Hiệp định thương mại có thể giảm thuế',
    agreementsIntro: (origin: string, destination: string) =>
      `Với hàng từ ${origin} vào ${destination}, các hiệp định sau có thể cho thuế suất ưu đãi thấp hơn thuế MFN ở trên, nếu hàng đáp ứng quy tắc xuất xứ và có chứng từ chứng nhận xuất xứ phù hợp. Chỉ để định hướng: hãy kiểm tra biểu thuế ưu đãi đặc biệt của từng hiệp định.`,
    agreementsNone: (origin: string, destination: string) =>
      `Không có hiệp định thương mại tự do nào trong danh sách của công cụ áp dụng cho hàng từ ${origin} vào ${destination}: thuế MFN ở trên được áp dụng.`,
    proofOfOrigin: 'Chứng từ xuất xứ cần có',
    fuzzyNote: 'Nhóm hàng được nhận diện dù mô tả có lỗi chính tả; hãy kiểm tra lại mô tả.',
    pdfTitle: 'Phân tích mã HS và thuế nhập khẩu',
    formTitle: 'Thông tin hàng hóa',
    productDescription: 'Mô tả sản phẩm',
    productDescriptionHint:
      'Tên hàng, đặc tính chính, quy cách đóng gói. Ví dụ: áo thun nam cổ tròn, dệt kim.',
    customsValue: 'Trị giá hải quan (USD)',
    customsValueHint: 'Trị giá tính thuế của cả lô hàng.',
    quantity: 'Số lượng',
    unit: 'Đơn vị tính',
    originCountry: 'Nước xuất xứ',
    originCountryHint: 'Xuất xứ quyết định khả năng hưởng thuế suất ưu đãi theo FTA.',
    destinationCountry: 'Nước nhập khẩu',
    choosePlaceholder: '— Chọn quốc gia —',
    material: 'Chất liệu',
    materialHint: 'Ví dụ: cotton, thép không gỉ, gỗ sồi.',
    usage: 'Công dụng',
    usageHint: 'Mục đích sử dụng chính của hàng hóa.',
    composition: 'Thành phần',
    compositionHint: 'Tỷ lệ các thành phần, ví dụ: 95% cotton, 5% spandex.',
    technicalTolerance: 'Dung sai kỹ thuật (%)',
    technicalToleranceHint:
      'Mức sai lệch tối đa chấp nhận được giữa hàng hóa và mô tả của mã HS (mặc định 5%).',

    benefitsTitle: 'Vì sao cần xác định đúng mã HS?',
    benefitTaxTitle: 'Tiết kiệm thuế hợp pháp',
    benefitTaxText: 'Áp đúng mã giúp hưởng đúng mức thuế suất, không nộp thừa thuế nhập khẩu và VAT.',
    benefitDisputeTitle: 'Giảm tranh chấp với hải quan',
    benefitDisputeText:
      'Mô tả và mã số nhất quán hạn chế rủi ro bị tham vấn, áp mã lại, truy thu thuế và xử phạt.',
    benefitClearanceTitle: 'Thông quan nhanh hơn',
    benefitClearanceText: 'Hồ sơ rõ ràng giúp giảm kiểm tra chi tiết và rút ngắn thời gian thông quan.',
    benefitFtaTitle: 'Tận dụng ưu đãi FTA',
    benefitFtaText:
      'Mã HS đúng là cơ sở xét quy tắc xuất xứ để hưởng thuế suất ưu đãi đặc biệt theo EVFTA, CPTPP, RCEP…',
    benefitCostTitle: 'Chủ động giá vốn',
    benefitCostText: 'Biết trước thuế nhập khẩu và VAT để tính giá thành và báo giá chính xác.',

    validationError: 'Vui lòng nhập mô tả sản phẩm, trị giá hải quan, nước xuất xứ và nước nhập khẩu',
    foundCodes: (n: number) => `Tìm thấy ${n} mã HS tối ưu`,
    emptyResult: 'Nhập thông tin hàng hóa và bấm Phân tích để xem các mã HS đề xuất.',

    resultsTitle: 'Kết quả phân tích',
    maxSavings: (amount: string) => `Tiết kiệm tối đa: ${amount}`,
    maxSavingsExplain: 'Chênh lệch giữa mã có tiền thuế cao nhất và thấp nhất trong các mã đề xuất.',
    matchedGroup: (group: string) => `Nhóm hàng nhận diện: ${group}.`,
    genericNote: 'Không nhận diện được nhóm hàng từ thông tin đã nhập, nên các mã chung được gợi ý.',
    toleranceFallbackNote:
      'Không có mã nào nằm trong dung sai kỹ thuật đã chọn; ba mã đầu tiên của nhóm được hiển thị để tham khảo.',

    recommendationsTitle: 'Mã HS đề xuất',
    rank: (n: number) => `Hạng ${n}`,
    lowestTax: 'Thuế thấp nhất',
    customsDuty: 'Thuế nhập khẩu',
    vat: 'Thuế GTGT',
    otherCharges: 'Thuế khác',
    totalTax: 'Tổng thuế suất',
    totalTaxAmount: 'Tiền thuế',
    technicalDeviation: 'Sai lệch kỹ thuật',
    legalReference: 'Căn cứ pháp lý',
    savings: 'Tiết kiệm',

    comparisonTitle: 'Bảng so sánh mã HS',
    rankColumn: 'Hạng',
    codeColumn: 'Mã HS',

    legalTitle: 'Lưu ý tuân thủ pháp luật',
    legalIndicative:
      'Kết quả phân tích chỉ mang tính tham khảo. Việc phân loại và áp mã HS cuối cùng do cơ quan hải quan quyết định theo quy định của pháp luật Việt Nam (Luật Hải quan, Thông tư 31/2022/TT-BTC).',
    legalVerify:
      'Thuế suất cần được kiểm tra lại theo biểu thuế hiện hành, ví dụ Nghị định 26/2023/NĐ-CP và các văn bản sửa đổi, bổ sung.',
    legalAdvanceRuling:
      'Với hàng hóa có giá trị lớn hoặc khó phân loại, doanh nghiệp nên đề nghị cơ quan hải quan xác định trước mã số trước khi nhập khẩu.',
  },
  {
    agreementsTitle: 'Trade agreements that may lower the duty',
    agreementsIntro: (origin: string, destination: string) =>
      `For goods from ${origin} into ${destination}, these agreements may give a preferential rate below the MFN duty above, when the goods meet the rules of origin and the right proof of origin is presented. Guidance only: check each agreement's preferential tariff schedule.`,
    agreementsNone: (origin: string, destination: string) =>
      `None of the free-trade agreements this tool knows covers goods from ${origin} into ${destination}: the MFN duty above applies.`,
    proofOfOrigin: 'Proof of origin needed',
    fuzzyNote: 'The product group was recognised despite a misspelling; check the description.',
    pdfTitle: 'HS code and import tax analysis',
    formTitle: 'Goods details',
    productDescription: 'Product description',
    productDescriptionHint:
      "Trade name, main features, packing. For example: men's crew-neck T-shirt, knitted.",
    customsValue: 'Customs value (USD)',
    customsValueHint: 'The dutiable value of the whole shipment.',
    quantity: 'Quantity',
    unit: 'Unit',
    originCountry: 'Origin country',
    originCountryHint: 'The origin decides whether FTA preferential rates can apply.',
    destinationCountry: 'Destination country',
    choosePlaceholder: '— Select a country —',
    material: 'Material',
    materialHint: 'For example: cotton, stainless steel, oak.',
    usage: 'Usage',
    usageHint: 'The main intended use of the goods.',
    composition: 'Composition',
    compositionHint: 'Share of each component, for example: 95% cotton, 5% spandex.',
    technicalTolerance: 'Technical tolerance (%)',
    technicalToleranceHint:
      "The largest accepted deviation between the goods and the HS line's wording (default 5%).",

    benefitsTitle: 'Why the right HS code matters',
    benefitTaxTitle: 'Lawful tax savings',
    benefitTaxText: 'The correct code gives the rate that really applies, so you never overpay duty or VAT.',
    benefitDisputeTitle: 'Fewer customs disputes',
    benefitDisputeText:
      'A consistent description and code reduce the risk of consultation, reclassification, back taxes and penalties.',
    benefitClearanceTitle: 'Faster clearance',
    benefitClearanceText: 'Clear documents mean fewer physical inspections and a shorter clearance time.',
    benefitFtaTitle: 'FTA eligibility',
    benefitFtaText:
      'The right code is the basis of the rules of origin that unlock preferential rates under EVFTA, CPTPP, RCEP…',
    benefitCostTitle: 'Predictable landed cost',
    benefitCostText: 'Knowing duty and VAT up front gives an accurate cost price and quote.',

    validationError: 'Please fill in product description, customs value, origin and destination',
    foundCodes: (n: number) => (n === 1 ? 'Found 1 optimal HS code' : `Found ${n} optimal HS codes`),
    emptyResult: 'Fill in the goods details and press Analyze to see the recommended HS codes.',

    resultsTitle: 'Analysis results',
    maxSavings: (amount: string) => `Maximum savings: ${amount}`,
    maxSavingsExplain: 'The difference between the highest and the lowest tax amount among the recommended codes.',
    matchedGroup: (group: string) => `Matched product group: ${group}.`,
    genericNote: 'No product group was recognised from your details, so general codes are suggested.',
    toleranceFallbackNote:
      "No code is within the chosen technical tolerance; the group's first three codes are shown for reference.",

    recommendationsTitle: 'Recommended HS codes',
    rank: (n: number) => `Rank ${n}`,
    lowestTax: 'Lowest tax',
    customsDuty: 'Import duty',
    vat: 'VAT',
    otherCharges: 'Other taxes',
    totalTax: 'Total tax rate',
    totalTaxAmount: 'Tax amount',
    technicalDeviation: 'Technical deviation',
    legalReference: 'Legal reference',
    savings: 'Savings',

    comparisonTitle: 'HS code comparison',
    rankColumn: 'Rank',
    codeColumn: 'HS code',

    legalTitle: 'Legal compliance note',
    legalIndicative:
      'This analysis is indicative only. The final HS classification is decided by the customs authority under Vietnamese law (the Customs Law, Circular 31/2022/TT-BTC).',
    legalVerify:
      'Verify every rate against the tariff in force, for example Decree 26/2023/ND-CP and its amendments.',
    legalAdvanceRuling:
      'For high-value or hard-to-classify goods, ask customs for an advance ruling on the HS code (xác định trước mã số) before importing.',
  },
)
