import { defineDictionary } from '@/i18n/dictionary'

/** Texts of the HS code analyzer screen (shared tool texts live in tools/shared/tool-text). */
export const hsCodeText = defineDictionary(
  'tools.hs-code',
  {
    agreementsTitle: 'Hiệp định thương mại có thể giảm thuế',
    agreementsIntro: (origin: string, destination: string) =>
      `Với hàng từ ${origin} vào ${destination}, các hiệp định sau có thể cho thuế suất ưu đãi đặc biệt thấp hơn thuế MFN, nếu hàng đáp ứng quy tắc xuất xứ của hiệp định và người nhập khẩu xuất trình đúng chứng từ chứng nhận xuất xứ. Thuế suất ưu đãi của từng dòng hàng nằm trong biểu thuế của hiệp định đó.`,
    agreementsNone: (origin: string, destination: string) =>
      `Không có hiệp định thương mại tự do nào trong danh sách của công cụ áp dụng cho hàng từ ${origin} vào ${destination}: thuế MFN của nước nhập khẩu được áp dụng.`,
    proofOfOrigin: 'Chứng từ xuất xứ cần có',
    pdfTitle: 'Gợi ý phân loại mã HS',
    formTitle: 'Thông tin hàng hóa',
    productDescription: 'Mô tả sản phẩm',
    productDescriptionHint:
      'Tên hàng, chất liệu, trạng thái (tươi, đông lạnh, đã rang…), cách làm (dệt kim, dệt thoi). Ví dụ: áo thun nam, 100% cotton, dệt kim.',
    customsValue: 'Trị giá hải quan (USD)',
    customsValueHint: 'Trị giá tính thuế của cả lô hàng.',
    quantity: 'Số lượng',
    unit: 'Đơn vị tính',
    originCountry: 'Nước xuất xứ',
    originCountryHint: 'Xuất xứ quyết định khả năng hưởng thuế suất ưu đãi theo FTA.',
    destinationCountry: 'Nước nhập khẩu',
    choosePlaceholder: '— Chọn quốc gia —',
    material: 'Chất liệu',
    materialHint: 'Ví dụ: cotton, da bò, gỗ cao su, thép không gỉ.',
    usage: 'Công dụng',
    usageHint: 'Mục đích sử dụng chính của hàng hóa.',
    composition: 'Thành phần',
    compositionHint: 'Tỷ lệ các thành phần, ví dụ: 95% cotton, 5% spandex.',
    vietnamRatesTitle: 'Thuế nhập khẩu vào Việt Nam (không bắt buộc)',
    vietnamRatesHint:
      'Công cụ không có biểu thuế và không tự đặt ra thuế suất. Nhập thuế suất của dòng hàng 8 số theo Nghị định 26/2023/NĐ-CP (và văn bản sửa đổi) để tính tiền thuế.',
    dutyRate: 'Thuế suất nhập khẩu MFN (%)',
    preferentialRate: 'Thuế suất ưu đãi đặc biệt theo FTA (%)',
    preferentialRateHint: 'Theo biểu thuế của hiệp định, khi có chứng từ chứng nhận xuất xứ hợp lệ.',
    vatRate: 'Thuế suất GTGT',
    vatOption: (rate: number) =>
      rate === 10 ? '10% (thông thường)' : rate === 8 ? '8% (giảm tạm thời theo Nghị quyết của Quốc hội)' : rate === 5 ? '5%' : '0% / không chịu thuế',

    benefitsTitle: 'Vì sao cần xác định đúng mã HS?',
    benefitTaxTitle: 'Nộp đúng thuế',
    benefitTaxText: 'Áp đúng mã giúp hưởng đúng mức thuế suất, không nộp thừa và không bị truy thu.',
    benefitDisputeTitle: 'Giảm tranh chấp với hải quan',
    benefitDisputeText:
      'Mô tả và mã số nhất quán hạn chế rủi ro bị tham vấn, áp mã lại, truy thu thuế và xử phạt.',
    benefitClearanceTitle: 'Thông quan nhanh hơn',
    benefitClearanceText: 'Hồ sơ rõ ràng giúp giảm kiểm tra chi tiết và rút ngắn thời gian thông quan.',
    benefitFtaTitle: 'Tận dụng ưu đãi FTA hợp pháp',
    benefitFtaText:
      'Mã HS đúng là cơ sở xét quy tắc xuất xứ để hưởng thuế suất ưu đãi đặc biệt theo EVFTA, CPTPP, RCEP…',
    benefitCostTitle: 'Chủ động giá vốn',
    benefitCostText: 'Biết trước thuế nhập khẩu và VAT để tính giá thành và báo giá chính xác.',

    validationError: 'Vui lòng nhập mô tả sản phẩm, trị giá hải quan, nước xuất xứ và nước nhập khẩu',
    foundCodes: (n: number) => (n === 0 ? 'Chưa nhận diện được nhóm hàng' : `Tìm thấy ${n} phân nhóm để xem xét`),
    loading: 'Đang tải danh mục HS…',
    emptyResult: 'Nhập thông tin hàng hóa và bấm Phân tích để xem các phân nhóm HS gợi ý.',

    resultsTitle: 'Gợi ý phân loại',
    guidanceBanner:
      'Đây là gợi ý để tham khảo, không phải quyết định phân loại. Mã HS cuối cùng do người khai hải quan xác định và cơ quan hải quan chấp nhận.',
    headingsTitle: 'Nhóm hàng (4 số) phù hợp với mô tả',
    headingReason: (words: string) => `Vì mô tả có: ${words}`,
    noHeading:
      'Chưa nhận diện được nhóm hàng từ mô tả. Hãy ghi tên hàng cụ thể (ví dụ: “áo thun”, “tôm đông lạnh”, “hạt điều nhân”), hoặc liên hệ chúng tôi để được phân loại.',
    recommendationsTitle: 'Phân nhóm (6 số) để xem xét',
    rank: (n: number) => `Gợi ý ${n}`,
    bestFit: 'Phù hợp nhất với mô tả',
    subheadingReason: (words: string) => `Khớp với: ${words}`,
    subheadingNoReason: 'Mô tả chưa có chi tiết phân biệt phân nhóm này.',
    undecidedNote:
      'Mô tả chưa nói điều gì phân biệt các phân nhóm (ví dụ chất liệu, trạng thái, công dụng); hãy bổ sung để gợi ý chính xác hơn.',
    nomenclatureText: 'Mô tả trong Danh mục HS (bản tiếng Anh của WCO)',
    codeColumn: 'Mã HS',
    nationalLine: 'Mã 8 số của Việt Nam (AHTN) hoặc mã quốc gia của nước nhập khẩu được xác định tiếp trong phân nhóm này.',

    taxTitle: 'Thuế tại nước nhập khẩu',
    foreignTariff: (country: string, tariff: string) =>
      `Hàng nhập khẩu vào ${country} chịu thuế theo ${tariff}. Công cụ không có biểu thuế của ${country} nên không đưa ra con số; hãy tra dòng hàng tương ứng trong biểu thuế đó.`,
    vietnamNoRate:
      'Hàng nhập khẩu vào Việt Nam: thuế nhập khẩu theo Biểu thuế ưu đãi (Nghị định 26/2023/NĐ-CP và văn bản sửa đổi); nhập thuế suất của dòng hàng ở biểu mẫu để tính tiền thuế.',
    vatNote: (rate: string) => `Thuế GTGT hàng nhập khẩu: ${rate}, tính trên trị giá tính thuế cộng thuế nhập khẩu (Luật Thuế GTGT số 48/2024/QH15).`,
    dutyAmount: 'Thuế nhập khẩu (MFN)',
    vatAmount: 'Thuế GTGT',
    totalAmount: 'Tổng thuế phải nộp (MFN)',
    preferentialTotal: (rate: string) => `Tổng thuế với thuế suất ưu đãi ${rate}`,
    savings: 'Tiết kiệm hợp pháp khi áp dụng FTA',
    savingsNote: 'Chỉ được hưởng khi hàng đáp ứng quy tắc xuất xứ và có chứng từ chứng nhận xuất xứ hợp lệ (xem bên dưới).',
    ratesFromUser: 'Tính từ thuế suất bạn đã nhập.',

    legalTitle: 'Lưu ý: đây là gợi ý, không phải tư vấn phân loại',
    legalIndicative:
      'Kết quả chỉ mang tính tham khảo. Việc phân loại theo 6 quy tắc tổng quát giải thích Hệ thống hài hòa và quyết định mã HS cuối cùng thuộc về cơ quan hải quan (Luật Hải quan; Thông tư 31/2022/TT-BTC về Danh mục hàng hóa xuất khẩu, nhập khẩu Việt Nam).',
    legalVerify:
      'Khai đúng mô tả và mã số của hàng hóa; không chọn mã theo thuế suất. Khai sai mã để giảm thuế là hành vi vi phạm bị truy thu và xử phạt.',
    legalAdvanceRuling:
      'Với hàng hóa có giá trị lớn hoặc khó phân loại, doanh nghiệp nên đề nghị cơ quan hải quan xác định trước mã số trước khi nhập khẩu.',
    sourceNote:
      'Danh mục: Hệ thống hài hòa HS 2022 (phân nhóm 6 số, bản tiếng Anh) từ UN Comtrade, dữ liệu công cộng (PDDL 1.0).',
  },
  {
    agreementsTitle: 'Trade agreements that may lower the duty',
    agreementsIntro: (origin: string, destination: string) =>
      `For goods from ${origin} into ${destination}, these agreements may give a preferential rate below the MFN duty, when the goods meet the agreement's rules of origin and the importer presents the right proof of origin. Each line's preferential rate is in that agreement's tariff schedule.`,
    agreementsNone: (origin: string, destination: string) =>
      `None of the free-trade agreements this tool knows covers goods from ${origin} into ${destination}: the importing country's MFN duty applies.`,
    proofOfOrigin: 'Proof of origin needed',
    pdfTitle: 'HS classification guidance',
    formTitle: 'Goods details',
    productDescription: 'Product description',
    productDescriptionHint:
      "Trade name, material, state (fresh, frozen, roasted…), make (knitted, woven). For example: men's T-shirt, 100% cotton, knitted.",
    customsValue: 'Customs value (USD)',
    customsValueHint: 'The dutiable value of the whole shipment.',
    quantity: 'Quantity',
    unit: 'Unit',
    originCountry: 'Origin country',
    originCountryHint: 'The origin decides whether FTA preferential rates can apply.',
    destinationCountry: 'Destination country',
    choosePlaceholder: '— Select a country —',
    material: 'Material',
    materialHint: 'For example: cotton, cowhide, rubberwood, stainless steel.',
    usage: 'Usage',
    usageHint: 'The main intended use of the goods.',
    composition: 'Composition',
    compositionHint: 'Share of each component, for example: 95% cotton, 5% spandex.',
    vietnamRatesTitle: 'Import taxes in Vietnam (optional)',
    vietnamRatesHint:
      "The tool has no tariff and never makes up a rate. Enter the 8-digit line's rate from Decree 26/2023/ND-CP (and its amendments) to compute the taxes.",
    dutyRate: 'MFN import duty rate (%)',
    preferentialRate: 'FTA special preferential rate (%)',
    preferentialRateHint: "From the agreement's tariff schedule, with a valid proof of origin.",
    vatRate: 'VAT rate',
    vatOption: (rate: number) =>
      rate === 10 ? '10% (standard)' : rate === 8 ? '8% (temporary cut by National Assembly resolution)' : rate === 5 ? '5%' : '0% / exempt',

    benefitsTitle: 'Why the right HS code matters',
    benefitTaxTitle: 'The right tax, no more',
    benefitTaxText: 'The correct code gives the rate that really applies: no overpayment, no back taxes.',
    benefitDisputeTitle: 'Fewer customs disputes',
    benefitDisputeText:
      'A consistent description and code reduce the risk of consultation, reclassification, back taxes and penalties.',
    benefitClearanceTitle: 'Faster clearance',
    benefitClearanceText: 'Clear documents mean fewer physical inspections and a shorter clearance time.',
    benefitFtaTitle: 'Lawful FTA preferences',
    benefitFtaText:
      'The right code is the basis of the rules of origin that unlock preferential rates under EVFTA, CPTPP, RCEP…',
    benefitCostTitle: 'Predictable landed cost',
    benefitCostText: 'Knowing duty and VAT up front gives an accurate cost price and quote.',

    validationError: 'Please fill in product description, customs value, origin and destination',
    foundCodes: (n: number) =>
      n === 0 ? 'No heading recognised yet' : n === 1 ? 'Found 1 subheading to consider' : `Found ${n} subheadings to consider`,
    loading: 'Loading the HS nomenclature…',
    emptyResult: 'Fill in the goods details and press Analyze to see the suggested HS subheadings.',

    resultsTitle: 'Classification guidance',
    guidanceBanner:
      'This is guidance, not a classification decision. The final HS code is for the customs declarant to determine and customs to accept.',
    headingsTitle: 'Heading (4 digits) the description fits',
    headingReason: (words: string) => `Because the description says: ${words}`,
    noHeading:
      'No heading was recognised from the description. Name the goods precisely (for example "T-shirt", "frozen shrimp", "cashew kernels"), or contact us for a classification.',
    recommendationsTitle: 'Subheadings (6 digits) to consider',
    rank: (n: number) => `Option ${n}`,
    bestFit: 'Best fit for the description',
    subheadingReason: (words: string) => `Matches: ${words}`,
    subheadingNoReason: 'The description says nothing that singles out this subheading.',
    undecidedNote:
      'The description says nothing that tells these subheadings apart (material, state, use…); add it for a sharper suggestion.',
    nomenclatureText: 'Text of the HS nomenclature (WCO English)',
    codeColumn: 'HS code',
    nationalLine: "Vietnam's 8-digit (AHTN) line, or the importing country's national line, is chosen next within this subheading.",

    taxTitle: 'Taxes in the importing country',
    foreignTariff: (country: string, tariff: string) =>
      `Goods imported into ${country} are taxed under ${tariff}. The tool has no ${country} tariff, so it gives no figures: look the line up in that tariff.`,
    vietnamNoRate:
      'Goods imported into Vietnam: the import duty is set by the Preferential Import Tariff (Decree 26/2023/ND-CP and its amendments); enter the line\'s rate in the form to compute the taxes.',
    vatNote: (rate: string) => `Import VAT: ${rate}, charged on the dutiable value plus the import duty (VAT Law No. 48/2024/QH15).`,
    dutyAmount: 'Import duty (MFN)',
    vatAmount: 'VAT',
    totalAmount: 'Total taxes (MFN)',
    preferentialTotal: (rate: string) => `Total taxes at the preferential rate of ${rate}`,
    savings: 'Lawful saving with the FTA',
    savingsNote: 'Only when the goods meet the rules of origin and a valid proof of origin is presented (see below).',
    ratesFromUser: 'Computed from the rates you entered.',

    legalTitle: 'Note: guidance, not a classification ruling',
    legalIndicative:
      "This is guidance only. Classification follows the Harmonized System's six General Interpretative Rules, and the final HS code is decided by customs (the Customs Law; Circular 31/2022/TT-BTC, Vietnam's import and export goods nomenclature).",
    legalVerify:
      'Declare the goods as they are, with their own code; never choose a code for its rate. Misdeclaring a code to lower duty is an offence liable to back taxes and penalties.',
    legalAdvanceRuling:
      'For high-value or hard-to-classify goods, ask customs for an advance ruling on the HS code (xác định trước mã số) before importing.',
    sourceNote: 'Nomenclature: Harmonized System 2022 (6-digit subheadings, English text) from UN Comtrade, public domain (PDDL 1.0).',
  },
)
