// The headings (4-digit HS codes) the analyzer recognises, with search words of our own in
// Vietnamese and English (docs/decisions-spec.md §19 "HS"). A heading is proposed only when one of
// its words is in the description; its 6-digit subheadings come from the nomenclature
// (`nomenclature.ts`, generated from the public-domain HS 2022 table).
//
// How words are matched (calc.ts `phraseTest`): whole words, case-insensitive. A phrase of two
// or more syllables also matches when typed without Vietnamese marks ('ao thun' finds
// 'áo thun'); a single accented syllable must be typed with its marks ('bàn' is not 'bán',
// 'giày' is not 'giấy'). When several headings match, the longest matching word decides
// ('tủ lạnh' beats 'tủ', 'giày thể thao da' beats 'giày thể thao'); equal lengths are all shown.
//
// Words name products, not materials: 'cotton' alone does not say whether the goods are
// yarn, fabric or a garment. Materials and states (cotton, frozen, shelled…) choose among a
// heading's subheadings instead (`terms.ts`).

export interface HsHeading {
  /** Four digits, e.g. '6109'. */
  code: string
  /** Our short Vietnamese name of the heading (the nomenclature's English text is in nomenclature.ts). */
  vi: string
  /** Search words, Vietnamese and English. */
  words: readonly string[]
  /** At least one of these must be in the text too (e.g. knitted garments of chapter 61). */
  needs?: readonly string[]
  /** None of these may be in the text (e.g. a woven garment heading when the text says knitted). */
  unless?: readonly string[]
  /** Words that point at one subheading (6 digits) in particular. */
  hints?: Readonly<Record<string, readonly string[]>>
}

const KNIT = ['dệt kim', 'đan móc', 'knitted', 'knit', 'crocheted', 'jersey knit']
const MEN = ['nam giới', 'bé trai', 'men', "men's", 'mens', 'boys', "boys'", 'đàn ông']
const WOMEN = ['nữ giới', 'bé gái', 'phụ nữ', 'women', "women's", 'womens', 'woman', 'ladies', 'girls', "girls'"]
const MEN_VI = ['nam']
const WOMEN_VI = ['nữ']

const SHIRT = ['áo sơ mi', 'sơ mi', 'shirt', 'shirts', 'blouse', 'blouses']
const TROUSERS = ['quần âu', 'quần tây', 'quần dài', 'quần jean', 'quần jeans', 'quần bò', 'quần kaki', 'quần short', 'quần soóc', 'quần đùi', 'trousers', 'jeans', 'shorts', 'pants', 'bộ vest', 'bộ com lê', 'suit', 'suits', 'blazer', 'áo vest']
const DRESS = ['chân váy', 'váy liền', 'váy đầm', 'đầm liền', 'đầm dạ hội', 'váy', 'đầm', 'skirt', 'skirts', 'dress', 'dresses']
const JACKET = ['áo khoác', 'áo jacket', 'áo gió', 'áo phao', 'jacket', 'jackets', 'anorak', 'windbreaker', 'coat', 'parka']
const UNDERWEAR = ['quần lót', 'đồ lót', 'đồ ngủ', 'áo choàng tắm', 'underwear', 'briefs', 'pyjamas', 'pajamas', 'nightdress', 'boxer shorts']

export const HS_HEADINGS: readonly HsHeading[] = [
  // Chapter 61: knitted garments. Chapter 62: the same garments, not knitted (woven).
  { code: '6109', vi: 'Áo phông, áo ba lỗ, dệt kim', words: ['áo thun', 'áo phông', 'áo ba lỗ', 'áo may ô', 't-shirt', 't-shirts', 'tshirt', 'tee shirt', 'singlet', 'tank top'] },
  { code: '6110', vi: 'Áo len, áo nỉ, áo chui đầu, dệt kim', words: ['áo len', 'áo nỉ', 'áo hoodie', 'áo cardigan', 'sweater', 'pullover', 'cardigan', 'hoodie', 'sweatshirt', 'jumper'] },
  { code: '6105', vi: 'Áo sơ mi nam, dệt kim', words: [...SHIRT, 'áo polo', 'polo shirt'], needs: [...KNIT, 'áo polo', 'polo shirt'], unless: [...WOMEN, ...WOMEN_VI] },
  { code: '6106', vi: 'Áo sơ mi, áo blouse nữ, dệt kim', words: [...SHIRT, 'áo polo', 'polo shirt'], needs: [...KNIT, 'áo polo', 'polo shirt'], unless: [...MEN, ...MEN_VI] },
  { code: '6205', vi: 'Áo sơ mi nam (không dệt kim)', words: SHIRT, unless: [...KNIT, ...WOMEN, ...WOMEN_VI, 'áo polo', 'polo shirt'] },
  { code: '6206', vi: 'Áo sơ mi, áo blouse nữ (không dệt kim)', words: SHIRT, unless: [...KNIT, ...MEN, ...MEN_VI, 'áo polo', 'polo shirt'] },
  { code: '6103', vi: 'Bộ com lê, quần dài, quần soóc nam, dệt kim', words: [...TROUSERS, 'quần jogger', 'joggers', 'quần thể thao'], needs: KNIT, unless: [...WOMEN, ...WOMEN_VI] },
  { code: '6104', vi: 'Bộ com lê, váy, quần dài, quần soóc nữ, dệt kim', words: [...TROUSERS, ...DRESS, 'quần legging', 'leggings'], needs: [...KNIT, 'quần legging', 'leggings'], unless: [...MEN, ...MEN_VI] },
  { code: '6203', vi: 'Bộ com lê, quần dài, quần soóc nam (không dệt kim)', words: TROUSERS, unless: [...KNIT, ...WOMEN, ...WOMEN_VI] },
  { code: '6204', vi: 'Bộ com lê, váy, quần dài, quần soóc nữ (không dệt kim)', words: [...TROUSERS, ...DRESS], unless: [...KNIT, ...MEN, ...MEN_VI] },
  { code: '6101', vi: 'Áo khoác nam, dệt kim', words: JACKET, needs: KNIT, unless: [...WOMEN, ...WOMEN_VI] },
  { code: '6102', vi: 'Áo khoác nữ, dệt kim', words: JACKET, needs: KNIT, unless: [...MEN, ...MEN_VI] },
  { code: '6201', vi: 'Áo khoác nam (không dệt kim)', words: JACKET, unless: [...KNIT, ...WOMEN, ...WOMEN_VI] },
  { code: '6202', vi: 'Áo khoác nữ (không dệt kim)', words: JACKET, unless: [...KNIT, ...MEN, ...MEN_VI] },
  { code: '6107', vi: 'Quần lót, đồ ngủ nam, dệt kim', words: UNDERWEAR, unless: [...WOMEN, ...WOMEN_VI] },
  { code: '6108', vi: 'Quần lót, váy ngủ, đồ ngủ nữ, dệt kim', words: [...UNDERWEAR, 'váy ngủ', 'panties'], unless: [...MEN, ...MEN_VI] },
  { code: '6111', vi: 'Quần áo trẻ sơ sinh, dệt kim', words: ['quần áo sơ sinh', 'đồ sơ sinh', 'quần áo trẻ sơ sinh', 'baby clothes', 'babies garments', 'baby garments', 'body suit cho bé'], needs: KNIT },
  { code: '6209', vi: 'Quần áo trẻ sơ sinh (không dệt kim)', words: ['quần áo sơ sinh', 'đồ sơ sinh', 'quần áo trẻ sơ sinh', 'baby clothes', 'babies garments', 'baby garments'], unless: KNIT },
  { code: '6115', vi: 'Tất, vớ, quần tất', words: ['bít tất', 'tất chân', 'đôi tất', 'vớ chân', 'quần tất', 'socks', 'hosiery', 'tights', 'pantyhose'] },
  { code: '6212', vi: 'Áo ngực, gen, nịt', words: ['áo ngực', 'áo lót nữ', 'bra', 'bras', 'brassieres', 'corset'] },
  { code: '6302', vi: 'Khăn trải giường, khăn bàn, khăn tắm', words: ['khăn tắm', 'khăn mặt', 'ga trải giường', 'ga giường', 'vỏ gối', 'áo gối', 'khăn trải bàn', 'bed linen', 'bed sheets', 'towel', 'towels', 'pillowcase', 'table linen'] },
  { code: '6305', vi: 'Bao, túi dùng để đóng gói hàng', words: ['bao pp', 'bao dệt', 'bao jumbo', 'bao tải', 'túi jumbo', 'jumbo bag', 'fibc', 'woven sacks', 'pp woven bags', 'sacks'] },
  { code: '6307', vi: 'Các sản phẩm dệt may sẵn khác (khẩu trang…)', words: ['khẩu trang', 'face mask', 'face masks'] },
  // Yarn and fabrics.
  { code: '5201', vi: 'Xơ bông, chưa chải thô', words: ['bông xơ', 'bông thô', 'raw cotton', 'cotton lint'] },
  { code: '5205', vi: 'Sợi bông (trừ chỉ khâu)', words: ['sợi bông', 'sợi cotton', 'sợi cotton chải', 'cotton yarn'] },
  { code: '5509', vi: 'Sợi từ xơ staple tổng hợp', words: ['sợi polyester', 'sợi tổng hợp', 'polyester yarn', 'synthetic yarn', 'sợi pe'] },
  { code: '5208', vi: 'Vải dệt thoi từ bông, ≥85% bông, ≤200 g/m²', words: ['vải bông', 'vải cotton', 'cotton fabric', 'woven cotton fabric', 'vải poplin', 'poplin'] },
  { code: '5209', vi: 'Vải dệt thoi từ bông, ≥85% bông, >200 g/m²', words: ['vải bông', 'vải cotton', 'cotton fabric', 'woven cotton fabric', 'vải denim', 'vải jean', 'denim', 'denim fabric'] },
  { code: '5407', vi: 'Vải dệt thoi từ sợi filament tổng hợp', words: ['vải polyester', 'vải nylon', 'vải dù', 'polyester fabric', 'nylon fabric', 'synthetic fabric'] },
  { code: '6006', vi: 'Vải dệt kim khác', words: ['vải dệt kim', 'vải thun', 'vải cotton dệt kim', 'knitted fabric', 'knit fabric', 'jersey fabric'] },
  // Footwear, bags.
  { code: '6403', vi: 'Giày dép có mũ giày bằng da thuộc', words: ['giày da', 'giầy da', 'giày tây', 'giày công sở', 'bốt da', 'giày thể thao da', 'dép da', 'sandal da', 'leather shoes', 'leather footwear', 'leather boots', 'leather sneakers', 'leather sandals'], hints: { '640351': ['cổ cao', 'cao cổ', 'bốt', 'boots', 'ankle boots'], '640359': ['giày tây', 'giày da nam', 'dress shoes', 'oxford'], '640391': ['cổ cao', 'cao cổ', 'bốt', 'boots'], '640399': ['đế cao su', 'rubber soles', 'đế tpu'] } },
  { code: '6404', vi: 'Giày dép có mũ giày bằng vật liệu dệt', words: ['giày vải', 'giày thể thao', 'giày sneaker', 'giày chạy bộ', 'sneaker', 'sneakers', 'trainers', 'canvas shoes', 'sports shoes', 'running shoes'], hints: { '640411': ['thể thao', 'chạy bộ', 'sports', 'running', 'tennis', 'training'] } },
  { code: '6402', vi: 'Giày dép đế và mũ bằng cao su hoặc plastic', words: ['dép nhựa', 'dép cao su', 'dép tông', 'dép xỏ ngón', 'dép lê', 'ủng cao su', 'ủng nhựa', 'giày nhựa', 'flip-flops', 'flip flops', 'rubber boots', 'plastic sandals', 'slippers'] },
  { code: '6406', vi: 'Bộ phận của giày dép (mũ giày, đế giày…)', words: ['đế giày', 'mũ giày', 'lót giày', 'shoe soles', 'shoe uppers', 'insoles', 'outsoles'] },
  { code: '4202', vi: 'Hòm, vali, túi xách, ví, ba lô', words: ['túi xách', 'ba lô', 'balo', 'vali', 'va li', 'ví da', 'ví cầm tay', 'cặp sách', 'túi đeo chéo', 'handbag', 'handbags', 'backpack', 'backpacks', 'suitcase', 'suitcases', 'luggage', 'wallet', 'wallets', 'purse'], hints: { '420221': ['da', 'leather'], '420222': ['nhựa', 'vải', 'plastics', 'textile', 'canvas', 'polyester', 'nylon'], '420211': ['vali', 'va li', 'suitcase', 'luggage'], '420212': ['vali', 'va li', 'suitcase', 'luggage'], '420231': ['ví', 'wallet', 'purse'], '420232': ['ví', 'wallet', 'purse'], '420292': ['ba lô', 'balo', 'backpack'] } },
  // Seafood.
  { code: '0302', vi: 'Cá tươi hoặc ướp lạnh (nguyên con)', words: ['cá tươi', 'cá ướp đá', 'cá ướp lạnh', 'fresh fish', 'chilled fish'] },
  { code: '0303', vi: 'Cá đông lạnh (nguyên con)', words: ['cá đông lạnh', 'cá nguyên con', 'cá ngừ', 'cá thu', 'cá tra nguyên con', 'frozen fish', 'whole fish', 'frozen tuna', 'whole round tuna', 'skipjack', 'mackerel'] },
  { code: '0304', vi: 'Phi lê cá và thịt cá khác', words: ['phi lê', 'philê', 'cá phi lê', 'cá tra', 'cá basa', 'cá ba sa', 'thăn cá ngừ', 'chả cá', 'surimi', 'fillet', 'fillets', 'fish fillet', 'fish fillets', 'pangasius', 'basa', 'tuna loins', 'fish meat'], hints: { '030462': ['cá tra', 'cá basa', 'cá ba sa', 'pangasius', 'basa'], '030432': ['cá tra', 'cá basa', 'cá ba sa', 'pangasius', 'basa'], '030487': ['cá ngừ', 'tuna'] } },
  { code: '0306', vi: 'Động vật giáp xác (tôm, cua…)', words: ['tôm', 'tôm thẻ', 'tôm sú', 'tôm hùm', 'tôm càng', 'tôm đông lạnh', 'cua biển', 'cua thịt', 'thịt cua', 'ghẹ', 'shrimp', 'shrimps', 'prawn', 'prawns', 'lobster', 'lobsters', 'crab', 'crabs', 'crustaceans'], hints: { '030617': ['tôm thẻ', 'tôm thẻ chân trắng', 'tôm sú', 'vannamei', 'whiteleg', 'white leg', 'black tiger', 'monodon'], '030636': ['tôm thẻ', 'tôm thẻ chân trắng', 'tôm sú', 'vannamei', 'whiteleg', 'white leg', 'black tiger', 'monodon'] } },
  { code: '0307', vi: 'Động vật thân mềm (mực, bạch tuộc, nghêu, sò…)', words: ['mực', 'mực ống', 'mực nang', 'bạch tuộc', 'nghêu', 'ngao', 'sò điệp', 'hàu', 'ốc', 'squid', 'octopus', 'clams', 'oysters', 'scallops', 'cuttlefish', 'molluscs'] },
  { code: '1604', vi: 'Cá chế biến hoặc bảo quản (cá hộp…)', words: ['cá hộp', 'cá ngừ đóng hộp', 'cá ngừ hộp', 'cá mòi hộp', 'canned tuna', 'canned fish', 'tinned fish', 'canned sardines'], hints: { '160414': ['cá ngừ', 'tuna'] } },
  { code: '1605', vi: 'Động vật giáp xác, thân mềm đã chế biến', words: ['tôm chế biến', 'tôm tẩm bột', 'tôm hấp', 'tôm luộc', 'tôm nobashi', 'tôm sushi', 'breaded shrimp', 'cooked shrimp', 'prepared shrimp', 'nobashi'] },
  // Coffee, tea, spices, nuts, fruit, rice and other farm goods.
  { code: '0901', vi: 'Cà phê', words: ['cà phê', 'cafe', 'coffee', 'coffee beans', 'robusta', 'arabica'], hints: { '090111': ['cà phê nhân', 'cà phê xanh', 'cà phê nhân xanh', 'green coffee', 'green beans', 'coffee beans raw'] } },
  { code: '2101', vi: 'Cà phê hòa tan và chiết xuất cà phê', words: ['cà phê hòa tan', 'cà phê hoà tan', 'cà phê sữa hòa tan', 'cà phê 3 trong 1', 'instant coffee', 'coffee extract', 'coffee mix'] },
  { code: '0902', vi: 'Chè (trà)', words: ['chè', 'trà', 'lá chè', 'chè xanh', 'chè đen', 'trà xanh', 'trà đen', 'tea', 'green tea', 'black tea'] },
  { code: '0904', vi: 'Hạt tiêu, ớt', words: ['hạt tiêu', 'tiêu đen', 'tiêu trắng', 'tiêu xay', 'ớt khô', 'pepper', 'black pepper', 'white pepper', 'peppercorns', 'dried chilli'] },
  { code: '0906', vi: 'Quế', words: ['quế', 'vỏ quế', 'cinnamon', 'cassia'] },
  { code: '0909', vi: 'Hoa hồi và các loại hạt gia vị', words: ['hoa hồi', 'đại hồi', 'star anise'] },
  { code: '0801', vi: 'Dừa, quả hạch Brazil, hạt điều', words: ['hạt điều', 'điều nhân', 'điều thô', 'cashew', 'cashews', 'cashew nuts', 'cashew kernels', 'dừa khô', 'cơm dừa', 'quả dừa', 'dừa tươi', 'coconut', 'coconuts'] },
  { code: '1202', vi: 'Lạc (đậu phộng)', words: ['lạc nhân', 'đậu phộng', 'peanuts', 'groundnuts'] },
  { code: '0803', vi: 'Chuối', words: ['chuối', 'banana', 'bananas'] },
  { code: '0804', vi: 'Xoài, bơ, dứa, ổi…', words: ['xoài', 'quả bơ', 'dứa', 'ổi', 'mango', 'mangoes', 'avocado', 'pineapple', 'guava'] },
  { code: '0805', vi: 'Quả có múi (cam, bưởi, chanh)', words: ['quả cam', 'cam sành', 'bưởi', 'chanh', 'quýt', 'orange', 'oranges', 'pomelo', 'grapefruit', 'lemon', 'lime', 'mandarin'] },
  { code: '0810', vi: 'Quả khác (sầu riêng, thanh long, nhãn, vải…)', words: ['sầu riêng', 'thanh long', 'chôm chôm', 'quả nhãn', 'nhãn lồng', 'nhãn sấy', 'vải thiều', 'măng cụt', 'chanh leo', 'durian', 'dragon fruit', 'rambutan', 'longan', 'lychee', 'mangosteen', 'passion fruit'] },
  { code: '0714', vi: 'Sắn, khoai lang và củ có bột khác', words: ['sắn lát', 'sắn khô', 'củ sắn', 'khoai mì', 'khoai lang', 'cassava', 'cassava chips', 'sweet potato', 'sweet potatoes', 'manioc'] },
  { code: '1108', vi: 'Tinh bột (tinh bột sắn…)', words: ['tinh bột sắn', 'tinh bột khoai mì', 'bột năng', 'tapioca starch', 'cassava starch', 'starch'] },
  { code: '1006', vi: 'Lúa gạo', words: ['gạo', 'lúa gạo', 'thóc', 'gạo trắng', 'gạo thơm', 'gạo nếp', 'gạo jasmine', 'gạo st25', 'rice', 'jasmine rice', 'white rice', 'paddy'], hints: { '100630': ['gạo trắng', 'gạo xát', 'gạo thơm', 'gạo jasmine', 'gạo st25', 'gạo nếp', 'white rice', 'jasmine rice', 'polished', 'milled'], '100620': ['gạo lứt', 'brown rice'], '100610': ['thóc', 'lúa', 'paddy'], '100640': ['tấm', 'gạo tấm', 'broken'] } },
  { code: '1005', vi: 'Ngô', words: ['ngô', 'ngô hạt', 'bắp hạt', 'maize', 'corn'] },
  { code: '1201', vi: 'Đậu tương', words: ['đậu tương', 'đậu nành', 'soybeans', 'soya beans'] },
  { code: '2304', vi: 'Khô dầu đậu tương', words: ['khô đậu tương', 'khô dầu đậu nành', 'bã đậu nành', 'soybean meal', 'soya bean meal'] },
  { code: '2309', vi: 'Thức ăn chăn nuôi', words: ['thức ăn chăn nuôi', 'thức ăn gia súc', 'thức ăn thủy sản', 'thức ăn cho chó', 'thức ăn cho mèo', 'animal feed', 'pet food', 'fish feed', 'dog food', 'cat food'] },
  { code: '1701', vi: 'Đường mía', words: ['đường mía', 'đường trắng', 'đường kính', 'đường tinh luyện', 'cane sugar', 'sugar'] },
  { code: '0402', vi: 'Sữa và kem, cô đặc hoặc có đường (sữa bột, sữa đặc)', words: ['sữa bột', 'sữa đặc', 'milk powder', 'powdered milk', 'condensed milk'] },
  { code: '0401', vi: 'Sữa và kem, chưa cô đặc', words: ['sữa tươi', 'sữa tiệt trùng', 'fresh milk', 'uht milk'] },
  { code: '0409', vi: 'Mật ong tự nhiên', words: ['mật ong', 'honey'] },
  { code: '0202', vi: 'Thịt trâu, bò đông lạnh', words: ['thịt bò đông lạnh', 'frozen beef'] },
  { code: '0201', vi: 'Thịt trâu, bò tươi hoặc ướp lạnh', words: ['thịt bò', 'thịt bò tươi', 'beef', 'chilled beef'], unless: ['đông lạnh', 'frozen'] },
  { code: '0203', vi: 'Thịt lợn', words: ['thịt lợn', 'thịt heo', 'pork'] },
  { code: '0207', vi: 'Thịt gia cầm', words: ['thịt gà', 'gà đông lạnh', 'cánh gà', 'đùi gà', 'chicken', 'chicken wings', 'poultry meat'] },
  { code: '1511', vi: 'Dầu cọ', words: ['dầu cọ', 'palm oil'] },
  { code: '2103', vi: 'Nước xốt, gia vị hỗn hợp (nước mắm…)', words: ['nước mắm', 'nước tương', 'xì dầu', 'tương ớt', 'fish sauce', 'soy sauce', 'chilli sauce', 'chili sauce'] },
  { code: '1902', vi: 'Mì, bún, phở khô', words: ['mì ăn liền', 'mì gói', 'bún khô', 'phở khô', 'bánh phở', 'miến', 'instant noodles', 'rice noodles', 'noodles', 'vermicelli'] },
  { code: '1905', vi: 'Bánh quy, bánh mì, bánh tráng', words: ['bánh quy', 'bánh tráng', 'bánh đa nem', 'bánh mì', 'biscuits', 'cookies', 'crackers', 'rice paper', 'bread'] },
  { code: '1806', vi: 'Sô cô la', words: ['sô cô la', 'socola', 'chocolate'] },
  { code: '1801', vi: 'Hạt ca cao', words: ['hạt ca cao', 'hạt cacao', 'cocoa beans'] },
  { code: '2009', vi: 'Nước ép trái cây', words: ['nước ép', 'nước trái cây', 'fruit juice', 'juice'] },
  { code: '2202', vi: 'Nước giải khát', words: ['nước giải khát', 'nước ngọt', 'nước tăng lực', 'soft drink', 'soft drinks', 'energy drink'] },
  { code: '2203', vi: 'Bia', words: ['bia', 'beer'] },
  { code: '2204', vi: 'Rượu vang', words: ['rượu vang', 'wine'] },
  // Wood, furniture, handicraft.
  { code: '9403', vi: 'Đồ nội thất khác (bàn, tủ, giường, kệ)', words: ['nội thất', 'đồ nội thất', 'đồ gỗ nội thất', 'bàn', 'tủ', 'kệ', 'giường', 'bàn ăn', 'bàn làm việc', 'bàn ghế', 'tủ quần áo', 'tủ bếp', 'kệ sách', 'giường ngủ', 'furniture', 'table', 'tables', 'desk', 'desks', 'cabinet', 'cabinets', 'wardrobe', 'bed', 'beds', 'shelf', 'shelves', 'bookcase'], hints: { '940330': ['văn phòng', 'office', 'desk', 'bàn làm việc'], '940340': ['nhà bếp', 'tủ bếp', 'kitchen'], '940350': ['phòng ngủ', 'giường', 'giường ngủ', 'tủ quần áo', 'bedroom', 'bed', 'wardrobe'], '940360': ['gỗ', 'wooden', 'wood'] } },
  { code: '9401', vi: 'Ghế ngồi', words: ['ghế', 'ghế sofa', 'ghế gỗ', 'ghế văn phòng', 'bàn ghế', 'sofa', 'chair', 'chairs', 'armchair', 'stool', 'stools', 'seats'], hints: { '940161': ['đệm', 'bọc nệm', 'upholstered', 'sofa'], '940169': ['gỗ', 'wooden'], '940171': ['đệm', 'upholstered', 'sofa'], '940179': ['kim loại', 'thép', 'metal', 'steel'] } },
  { code: '9404', vi: 'Đệm, nệm, gối', words: ['nệm', 'đệm mút', 'đệm lò xo', 'gối ngủ', 'gối nằm', 'mattress', 'mattresses', 'pillow', 'pillows', 'cushion'] },
  { code: '9405', vi: 'Đèn và bộ đèn', words: ['đèn led', 'bóng đèn', 'đèn chiếu sáng', 'đèn trang trí', 'đèn bàn', 'đèn trần', 'lamp', 'lamps', 'led lamp', 'light fittings', 'luminaires'] },
  { code: '4602', vi: 'Hàng mây, tre, cói đan', words: ['mây tre đan', 'hàng mây tre', 'đồ mây tre', 'giỏ mây', 'giỏ tre', 'đồ cói', 'basketwork', 'wickerwork', 'rattan basket', 'bamboo basket'] },
  { code: '4401', vi: 'Gỗ nhiên liệu, dăm gỗ, viên nén gỗ', words: ['viên nén gỗ', 'dăm gỗ', 'mùn cưa', 'wood pellets', 'wood chips', 'sawdust'] },
  { code: '4407', vi: 'Gỗ xẻ', words: ['gỗ xẻ', 'gỗ xẻ sấy', 'sawn timber', 'sawn wood', 'lumber'] },
  { code: '4412', vi: 'Gỗ dán, ván ép', words: ['gỗ dán', 'ván ép', 'ván dán', 'plywood'] },
  { code: '4418', vi: 'Đồ mộc xây dựng (cửa gỗ, ván sàn)', words: ['cửa gỗ', 'ván sàn gỗ', 'sàn gỗ', 'wooden doors', 'wood flooring', 'parquet'] },
  // Electronics and electrical appliances.
  { code: '8517', vi: 'Điện thoại, thiết bị truyền dữ liệu', words: ['điện thoại', 'điện thoại di động', 'điện thoại thông minh', 'bộ phát wifi', 'thiết bị mạng', 'smartphone', 'smartphones', 'mobile phone', 'mobile phones', 'cell phone', 'phone', 'phones', 'iphone', 'router', 'modem'], hints: { '851713': ['thông minh', 'smartphone', 'smartphones', 'iphone', 'android'], '851714': ['phổ thông', 'feature phone'], '851762': ['router', 'modem', 'wifi', 'switch', 'bộ phát wifi', 'thiết bị mạng'] } },
  { code: '8471', vi: 'Máy tính và bộ phận xử lý dữ liệu', words: ['máy tính', 'máy tính xách tay', 'máy tính bảng', 'máy tính để bàn', 'máy chủ', 'laptop', 'laptops', 'notebook computer', 'computer', 'computers', 'tablet', 'tablets', 'ipad', 'macbook', 'server', 'servers', 'desktop pc'], unless: ['thuốc', 'mg', 'medicine', 'vitamin', 'paracetamol'], hints: { '847130': ['xách tay', 'máy tính bảng', 'laptop', 'laptops', 'notebook', 'tablet', 'tablets', 'ipad', 'macbook'], '847141': ['để bàn', 'desktop'], '847150': ['máy chủ', 'server', 'servers'] } },
  { code: '8473', vi: 'Bộ phận, phụ kiện của máy tính', words: ['linh kiện máy tính', 'phụ kiện máy tính', 'computer parts', 'computer accessories'] },
  { code: '8528', vi: 'Màn hình, máy chiếu, ti vi', words: ['tivi', 'ti vi', 'màn hình', 'máy chiếu', 'television', 'televisions', 'tv', 'monitor', 'monitors', 'projector'], hints: { '852872': ['tivi', 'ti vi', 'television', 'tv', 'smart tv'], '852852': ['màn hình máy tính', 'computer monitor'], '852862': ['máy chiếu', 'projector'] } },
  { code: '8518', vi: 'Micro, loa, tai nghe', words: ['tai nghe', 'loa', 'loa bluetooth', 'micro', 'headphones', 'headphone', 'earphones', 'earbuds', 'loudspeaker', 'loudspeakers', 'speaker', 'speakers', 'microphone'] },
  { code: '8525', vi: 'Camera truyền hình, camera số', words: ['camera', 'camera an ninh', 'máy quay', 'webcam', 'cctv camera', 'security camera'] },
  { code: '8542', vi: 'Mạch điện tử tích hợp', words: ['vi mạch', 'chip bán dẫn', 'mạch tích hợp', 'integrated circuits', 'integrated circuit', 'microchip', 'microprocessor'] },
  { code: '8541', vi: 'Thiết bị bán dẫn, tế bào quang điện, pin mặt trời, LED', words: ['pin mặt trời', 'tấm pin mặt trời', 'tấm pin năng lượng mặt trời', 'điốt', 'đi ốt', 'solar panel', 'solar panels', 'solar cells', 'solar modules', 'photovoltaic', 'diodes', 'transistors', 'led chip'], hints: { '854143': ['tấm pin', 'solar panel', 'solar panels', 'solar modules', 'module'], '854142': ['tế bào', 'solar cells', 'cells'], '854141': ['led', 'điốt phát quang'] } },
  { code: '8504', vi: 'Biến áp, bộ nguồn, bộ sạc, biến tần', words: ['máy biến áp', 'bộ sạc', 'củ sạc', 'bộ nguồn', 'biến tần', 'bộ đổi điện', 'transformer', 'transformers', 'charger', 'chargers', 'power adapter', 'power supply', 'inverter', 'inverters'] },
  { code: '8507', vi: 'Ắc quy, pin sạc', words: ['ắc quy', 'pin sạc', 'pin lithium', 'pin lưu trữ', 'battery', 'batteries', 'lithium-ion battery', 'accumulators'], hints: { '850760': ['lithium', 'li-ion', 'lithium-ion'], '850710': ['chì', 'lead-acid', 'axit chì'] } },
  { code: '8544', vi: 'Dây điện, cáp điện, cáp quang', words: ['dây điện', 'dây cáp', 'cáp điện', 'cáp quang', 'cáp mạng', 'dây cáp sạc', 'electric cable', 'cable', 'cables', 'wire harness', 'optical fibre cable', 'insulated wire'] },
  { code: '8536', vi: 'Công tắc, ổ cắm, phích cắm, rơ le', words: ['công tắc', 'ổ cắm', 'phích cắm', 'cầu dao', 'rơ le', 'switches', 'sockets', 'plugs', 'relays', 'circuit breaker'] },
  { code: '8516', vi: 'Đồ điện gia dụng đun nóng (nồi cơm điện, ấm đun, máy sấy tóc…)', words: ['nồi cơm điện', 'ấm đun nước', 'ấm siêu tốc', 'máy sấy tóc', 'lò vi sóng', 'lò nướng', 'bếp từ', 'bình nóng lạnh', 'bàn là', 'bàn ủi', 'rice cooker', 'rice cookers', 'kettle', 'hair dryer', 'microwave oven', 'oven', 'induction cooker', 'water heater', 'electric iron'] },
  { code: '8509', vi: 'Thiết bị cơ điện gia dụng (máy xay…)', words: ['máy xay sinh tố', 'máy ép trái cây', 'máy xay thịt', 'blender', 'juicer', 'food processor'] },
  { code: '8508', vi: 'Máy hút bụi', words: ['máy hút bụi', 'robot hút bụi', 'vacuum cleaner', 'vacuum cleaners'] },
  { code: '8415', vi: 'Máy điều hòa không khí', words: ['điều hòa', 'điều hoà', 'máy điều hòa', 'máy lạnh', 'air conditioner', 'air conditioners', 'air conditioning'] },
  { code: '8418', vi: 'Tủ lạnh, tủ đông', words: ['tủ lạnh', 'tủ đông', 'tủ mát', 'refrigerator', 'refrigerators', 'fridge', 'freezer', 'freezers'] },
  { code: '8450', vi: 'Máy giặt', words: ['máy giặt', 'washing machine', 'washing machines'] },
  { code: '8414', vi: 'Quạt, máy nén khí, bơm không khí', words: ['quạt', 'quạt điện', 'quạt công nghiệp', 'máy nén khí', 'fan', 'fans', 'air compressor', 'compressor', 'compressors'] },
  { code: '8443', vi: 'Máy in, máy photocopy', words: ['máy in', 'máy photocopy', 'printer', 'printers', 'photocopier'] },
  // Machinery and vehicles.
  { code: '8429', vi: 'Máy ủi, máy san, máy xúc, máy đào', words: ['máy xúc', 'máy đào', 'máy ủi', 'máy san', 'máy xúc lật', 'excavator', 'excavators', 'bulldozer', 'bulldozers', 'wheel loader', 'grader'], hints: { '842952': ['máy xúc', 'máy đào', 'excavator', 'excavators', '360'] } },
  { code: '8427', vi: 'Xe nâng', words: ['xe nâng', 'xe nâng hàng', 'forklift', 'forklifts', 'forklift truck'] },
  { code: '8426', vi: 'Cần trục, cần cẩu', words: ['cần cẩu', 'cần trục', 'cẩu tháp', 'crane', 'cranes', 'tower crane'] },
  { code: '8428', vi: 'Băng tải, thang máy, thang cuốn', words: ['băng tải', 'thang máy', 'thang cuốn', 'conveyor', 'conveyors', 'elevator', 'lift', 'escalator'] },
  { code: '8458', vi: 'Máy tiện kim loại', words: ['máy tiện', 'máy tiện cnc', 'lathe', 'lathes', 'cnc lathe'] },
  { code: '8457', vi: 'Trung tâm gia công kim loại', words: ['trung tâm gia công', 'máy phay cnc', 'machining centre', 'machining center'] },
  { code: '8502', vi: 'Tổ máy phát điện', words: ['máy phát điện', 'tổ máy phát điện', 'generator', 'generators', 'generating set', 'genset'] },
  { code: '8501', vi: 'Động cơ điện, máy phát điện (trừ tổ máy phát)', words: ['động cơ điện', 'mô tơ', 'mô tơ điện', 'electric motor', 'electric motors', 'motor', 'motors'] },
  { code: '8408', vi: 'Động cơ diesel', words: ['động cơ', 'động cơ diesel', 'diesel engine', 'diesel engines', 'engine', 'engines'], unless: ['xăng', 'petrol', 'gasoline'] },
  { code: '8407', vi: 'Động cơ xăng', words: ['động cơ', 'động cơ xăng', 'petrol engine', 'gasoline engine', 'engine', 'engines'], unless: ['diesel'] },
  { code: '8413', vi: 'Bơm chất lỏng', words: ['máy bơm', 'bơm nước', 'bơm chìm', 'pump', 'pumps', 'water pump'] },
  { code: '8422', vi: 'Máy đóng gói, chiết rót, rửa chén', words: ['máy đóng gói', 'máy chiết rót', 'máy dán nhãn', 'máy rửa bát', 'máy rửa chén', 'packing machine', 'packaging machine', 'filling machine', 'labelling machine', 'dishwasher'] },
  { code: '8452', vi: 'Máy khâu', words: ['máy may', 'máy khâu', 'sewing machine', 'sewing machines'] },
  { code: '8433', vi: 'Máy thu hoạch, máy cắt cỏ', words: ['máy gặt', 'máy thu hoạch', 'máy gặt đập', 'máy cắt cỏ', 'harvester', 'combine harvester', 'lawn mower'] },
  { code: '8481', vi: 'Van, vòi', words: ['van công nghiệp', 'van bi', 'van cổng', 'vòi nước', 'valve', 'valves', 'faucet', 'faucets', 'taps'] },
  { code: '8482', vi: 'Ổ bi, vòng bi', words: ['vòng bi', 'bạc đạn', 'ổ bi', 'ball bearings', 'bearing', 'bearings'] },
  { code: '8703', vi: 'Ô tô chở người', words: ['ô tô', 'ô tô con', 'xe hơi', 'xe ô tô', 'car', 'cars', 'passenger car', 'suv', 'sedan'], unless: ['phụ tùng', 'linh kiện', 'parts', 'xe tải', 'truck', 'lốp', 'tyre', 'tyres', 'tire', 'tires'] },
  { code: '8704', vi: 'Xe tải', words: ['xe tải', 'truck', 'trucks', 'lorry'], unless: ['phụ tùng', 'linh kiện', 'parts', 'lốp', 'tyre', 'tyres', 'tire', 'tires'] },
  { code: '8708', vi: 'Phụ tùng ô tô', words: ['phụ tùng ô tô', 'linh kiện ô tô', 'phụ tùng xe tải', 'auto parts', 'car parts', 'vehicle parts'] },
  { code: '8711', vi: 'Mô tô, xe máy', words: ['xe máy', 'xe mô tô', 'mô tô', 'xe máy điện', 'xe đạp điện', 'e-bike', 'electric bicycle', 'motorcycle', 'motorcycles', 'motorbike', 'scooter', 'electric scooter'], unless: ['phụ tùng', 'parts', 'lốp', 'tyre', 'tyres', 'tire', 'tires'] },
  { code: '8712', vi: 'Xe đạp', words: ['xe đạp', 'bicycle', 'bicycles', 'bike'], unless: ['phụ tùng', 'parts', 'xe đạp điện', 'e-bike', 'lốp', 'tyre', 'tyres', 'tire', 'tires'] },
  { code: '8714', vi: 'Phụ tùng xe máy, xe đạp', words: ['phụ tùng xe máy', 'phụ tùng xe đạp', 'motorcycle parts', 'bicycle parts'] },
  // Rubber, plastics.
  { code: '4001', vi: 'Cao su tự nhiên', words: ['cao su thiên nhiên', 'cao su tự nhiên', 'mủ cao su', 'cao su svr', 'natural rubber', 'rubber latex', 'svr', 'rss3'], hints: { '400110': ['mủ', 'latex'], '400122': ['svr', 'tsnr', 'định chuẩn kỹ thuật', 'technically specified'], '400121': ['tờ xông khói', 'rss', 'rss3', 'smoked sheets'] } },
  { code: '4011', vi: 'Lốp bơm hơi bằng cao su, mới', words: ['lốp', 'lốp xe', 'vỏ xe', 'lốp ô tô', 'lốp xe máy', 'lốp xe tải', 'tyre', 'tyres', 'tire', 'tires'], hints: { '401110': ['ô tô', 'car', 'passenger'], '401120': ['xe tải', 'xe buýt', 'truck', 'bus'], '401140': ['xe máy', 'motorcycle'], '401150': ['xe đạp', 'bicycle'] } },
  { code: '4015', vi: 'Găng tay và quần áo bằng cao su', words: ['găng tay cao su', 'găng tay y tế', 'găng tay nitrile', 'găng tay latex', 'rubber gloves', 'latex gloves', 'nitrile gloves', 'examination gloves', 'surgical gloves'] },
  { code: '4016', vi: 'Sản phẩm khác bằng cao su lưu hóa', words: ['sản phẩm cao su', 'gioăng cao su', 'thảm cao su', 'đệm cao su', 'rubber gasket', 'rubber gaskets', 'rubber mat', 'rubber mats', 'rubber parts'] },
  { code: '4010', vi: 'Băng tải, dây curoa bằng cao su', words: ['băng tải cao su', 'dây curoa', 'dây cu roa', 'conveyor belt', 'conveyor belts', 'transmission belt', 'v-belt'] },
  { code: '3901', vi: 'Polyme từ etylen (hạt nhựa PE)', words: ['hạt nhựa pe', 'hạt nhựa hdpe', 'hạt nhựa ldpe', 'polyethylene', 'hdpe', 'ldpe', 'lldpe'], unless: ['túi', 'bao', 'màng', 'ống', 'chai', 'bags', 'sacks', 'film', 'pipes', 'bottles', 'containers'] },
  { code: '3902', vi: 'Polyme từ propylen (hạt nhựa PP)', words: ['hạt nhựa pp', 'polypropylene'], unless: ['túi', 'bao', 'màng', 'ống', 'chai', 'bags', 'sacks', 'film', 'pipes', 'bottles', 'containers'] },
  { code: '3904', vi: 'Polyme từ vinyl clorua (PVC)', words: ['bột nhựa pvc', 'hạt nhựa pvc', 'pvc resin'] },
  { code: '3917', vi: 'Ống, ống dẫn bằng plastic', words: ['ống nhựa', 'ống pvc', 'ống hdpe', 'ống ppr', 'plastic pipe', 'plastic pipes', 'pvc pipe', 'pvc pipes'] },
  { code: '3920', vi: 'Tấm, phiến, màng bằng plastic', words: ['màng nhựa', 'màng pe', 'màng bọc', 'màng co', 'tấm nhựa', 'plastic film', 'plastic sheet', 'stretch film'] },
  { code: '3923', vi: 'Túi, chai, hộp bằng plastic để đóng gói hàng', words: ['túi nilon', 'túi ni lông', 'túi nhựa', 'túi pe', 'túi zip', 'chai nhựa', 'chai pet', 'can nhựa', 'nắp chai', 'plastic bag', 'plastic bags', 'plastic bottle', 'plastic bottles', 'pet bottles', 'plastic containers'], hints: { '392321': ['pe', 'polyethylene', 'nilon', 'ni lông'], '392330': ['chai', 'bottle', 'bottles'], '392350': ['nắp', 'caps', 'lids'] } },
  { code: '3924', vi: 'Bộ đồ ăn, đồ dùng nhà bếp, gia dụng bằng plastic', words: ['đồ nhựa gia dụng', 'hộp đựng thực phẩm', 'hộp nhựa', 'bát nhựa', 'cốc nhựa', 'plastic tableware', 'plastic kitchenware', 'plastic household', 'food container', 'food containers'] },
  { code: '3926', vi: 'Sản phẩm khác bằng plastic', words: ['móc treo quần áo', 'móc áo nhựa', 'clothes hangers', 'plastic hangers', 'plastic articles'] },
  // Metals.
  { code: '7208', vi: 'Thép cán phẳng cán nóng', words: ['thép cán nóng', 'thép cuộn cán nóng', 'thép tấm cán nóng', 'hot-rolled steel', 'hot rolled steel', 'hrc'] },
  { code: '7209', vi: 'Thép cán phẳng cán nguội', words: ['thép cán nguội', 'thép cuộn cán nguội', 'cold-rolled steel', 'cold rolled steel', 'crc'] },
  { code: '7210', vi: 'Thép cán phẳng đã mạ, tráng (tôn)', words: ['tôn', 'tôn mạ kẽm', 'tôn lạnh', 'tôn mạ màu', 'thép mạ kẽm', 'galvanized steel', 'galvanised steel', 'coated steel', 'color coated steel'] },
  { code: '7213', vi: 'Thép cuộn, thép dây cán nóng', words: ['thép cuộn xây dựng', 'thép dây', 'wire rod', 'wire rods'] },
  { code: '7214', vi: 'Thép thanh, thép cây', words: ['thép cây', 'thép thanh vằn', 'thép vằn', 'thép thanh', 'rebar', 'rebars', 'steel bars'] },
  { code: '7306', vi: 'Ống, ống dẫn bằng sắt hoặc thép', words: ['ống thép', 'thép ống', 'thép hộp', 'ống thép mạ kẽm', 'steel pipe', 'steel pipes', 'steel tube', 'steel tubes', 'hollow sections'] },
  { code: '7308', vi: 'Kết cấu thép', words: ['kết cấu thép', 'nhà thép tiền chế', 'khung thép', 'steel structure', 'steel structures', 'prefabricated steel'] },
  { code: '7318', vi: 'Vít, bu lông, đai ốc', words: ['bu lông', 'ốc vít', 'đai ốc', 'vít', 'bolts', 'screws', 'nuts and bolts', 'fasteners', 'washers'] },
  { code: '7323', vi: 'Đồ gia dụng bằng sắt thép (nồi inox…)', words: ['nồi inox', 'xoong nồi inox', 'chảo inox', 'đồ gia dụng inox', 'stainless steel cookware', 'steel kitchenware', 'stainless steel pots'] },
  { code: '7604', vi: 'Nhôm thanh, nhôm định hình', words: ['nhôm định hình', 'thanh nhôm', 'nhôm thanh', 'aluminium profile', 'aluminium profiles', 'aluminum profiles', 'aluminium extrusions'] },
  { code: '7615', vi: 'Đồ gia dụng bằng nhôm', words: ['nồi nhôm', 'xoong nồi nhôm', 'chảo nhôm', 'aluminium cookware', 'aluminum cookware'] },
  // Building materials, paper, household and other goods.
  { code: '2523', vi: 'Xi măng, clanhke', words: ['xi măng', 'clanhke', 'clinker', 'cement'] },
  { code: '6907', vi: 'Gạch ốp lát gốm, sứ', words: ['gạch men', 'gạch ốp lát', 'gạch granite', 'gạch porcelain', 'ceramic tiles', 'porcelain tiles', 'floor tiles', 'wall tiles'] },
  { code: '6911', vi: 'Bộ đồ ăn, đồ bếp bằng sứ', words: ['đồ sứ', 'bát đĩa sứ', 'chén đĩa sứ', 'gốm sứ', 'porcelain tableware', 'porcelain', 'china tableware'] },
  { code: '6912', vi: 'Bộ đồ ăn, đồ gia dụng bằng gốm (trừ sứ)', words: ['đồ gốm', 'gốm', 'gốm sứ', 'chậu gốm', 'bát đĩa gốm', 'ceramic tableware', 'stoneware', 'earthenware', 'ceramic pots'] },
  { code: '7013', vi: 'Đồ thủy tinh dùng cho bàn ăn, nhà bếp', words: ['ly thủy tinh', 'cốc thủy tinh', 'đồ thủy tinh', 'glassware', 'drinking glasses'] },
  { code: '4819', vi: 'Thùng, hộp, bao bì bằng giấy', words: ['thùng carton', 'hộp carton', 'hộp giấy', 'thùng giấy', 'bao bì giấy', 'túi giấy', 'carton', 'cartons', 'cardboard box', 'cardboard boxes', 'paper bags'] },
  { code: '4802', vi: 'Giấy in, giấy viết chưa tráng', words: ['giấy in', 'giấy a4', 'giấy photo', 'printing paper', 'copy paper', 'a4 paper'] },
  { code: '4818', vi: 'Giấy vệ sinh, khăn giấy', words: ['giấy vệ sinh', 'khăn giấy', 'giấy ăn', 'toilet paper', 'tissue paper', 'paper napkins', 'tissues'] },
  { code: '9503', vi: 'Đồ chơi', words: ['đồ chơi', 'đồ chơi trẻ em', 'toy', 'toys', 'dolls', 'puzzles'] },
  { code: '3304', vi: 'Mỹ phẩm, chế phẩm trang điểm, chăm sóc da', words: ['mỹ phẩm', 'kem dưỡng da', 'son môi', 'kem chống nắng', 'cosmetics', 'skincare', 'lipstick', 'sunscreen', 'face cream'] },
  { code: '3305', vi: 'Chế phẩm dùng cho tóc (dầu gội…)', words: ['dầu gội', 'dầu xả', 'shampoo', 'conditioner', 'hair care'] },
  { code: '3401', vi: 'Xà phòng', words: ['xà phòng', 'xà bông', 'soap', 'soaps'] },
  { code: '3402', vi: 'Chất tẩy rửa (bột giặt, nước giặt…)', words: ['bột giặt', 'nước giặt', 'nước rửa chén', 'nước rửa bát', 'chất tẩy rửa', 'detergent', 'detergents', 'washing powder', 'dishwashing liquid'] },
  { code: '3004', vi: 'Thuốc đã đóng liều', words: ['thuốc', 'thuốc chữa bệnh', 'thuốc tây', 'dược phẩm', 'thuốc viên', 'medicine', 'medicines', 'medicament', 'pharmaceutical', 'pharmaceuticals', 'tablets of paracetamol'] },
  { code: '3808', vi: 'Thuốc trừ sâu, diệt cỏ, khử trùng', words: ['thuốc trừ sâu', 'thuốc diệt cỏ', 'thuốc bảo vệ thực vật', 'pesticide', 'pesticides', 'insecticide', 'herbicide', 'fungicide', 'disinfectant'] },
  { code: '2402', vi: 'Xì gà, thuốc lá điếu', words: ['thuốc lá', 'thuốc lá điếu', 'xì gà', 'cigarettes', 'cigars'] },
  { code: '3102', vi: 'Phân bón khoáng, có nitơ (urê…)', words: ['phân urê', 'phân urea', 'phân đạm', 'urea', 'urea fertilizer', 'ammonium sulphate'] },
  { code: '3105', vi: 'Phân bón hỗn hợp (NPK, DAP…)', words: ['phân bón', 'phân npk', 'phân dap', 'npk', 'dap', 'fertilizer', 'fertiliser', 'fertilizers', 'npk fertilizer'] },
  { code: '2710', vi: 'Dầu mỏ đã tinh chế (xăng, dầu diesel, dầu nhờn)', words: ['xăng', 'dầu diesel', 'dầu nhờn', 'dầu nhớt', 'dầu hỏa', 'diesel oil', 'diesel fuel', 'gasoline', 'petrol', 'lubricant', 'lubricating oil', 'jet fuel'] },
  { code: '2701', vi: 'Than đá', words: ['than đá', 'than antraxit', 'coal', 'anthracite'] },
  { code: '2709', vi: 'Dầu thô', words: ['dầu thô', 'crude oil', 'crude petroleum'] },
  { code: '2711', vi: 'Khí dầu mỏ hóa lỏng (LPG, LNG)', words: ['khí hóa lỏng', 'khí gas hóa lỏng', 'lpg', 'lng', 'liquefied petroleum gas', 'liquefied natural gas'] },
  { code: '9018', vi: 'Dụng cụ, thiết bị y tế', words: ['thiết bị y tế', 'dụng cụ y tế', 'ống tiêm', 'bơm kim tiêm', 'kim tiêm', 'medical instruments', 'medical devices', 'syringe', 'syringes', 'needles'] },
  { code: '9004', vi: 'Kính đeo mắt, kính râm', words: ['kính mắt', 'kính râm', 'gọng kính', 'sunglasses', 'spectacles', 'eyeglasses'] },
  { code: '7113', vi: 'Đồ trang sức bằng kim loại quý', words: ['trang sức', 'nhẫn vàng', 'dây chuyền bạc', 'jewellery', 'jewelry'] },
  { code: '0603', vi: 'Hoa cắt cành', words: ['hoa tươi', 'hoa cắt cành', 'hoa hồng', 'hoa lan', 'cut flowers', 'fresh flowers', 'roses', 'orchids'] },
]
