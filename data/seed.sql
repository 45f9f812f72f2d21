-- Seed content for the public site (docs/product-spec.md §3, docs/decisions-spec.md §3).
-- Loaded once into an empty database; the server wraps this file in one transaction.
-- Ids use the column default (uuid v4); sort_order fixes each list's display order.

-- Services: each icon used once; dash-prefixed content lines are the card bullets.
INSERT INTO services (slug, icon, title_vi, title_en, description_vi, description_en, content_vi, content_en, sort_order) VALUES (
    'supply-chain-consulting',
    'package',
    'Tư vấn chuỗi cung ứng',
    'Supply chain consulting',
    'Đánh giá toàn diện chuỗi cung ứng, thiết kế lại mạng lưới và tối ưu tổng chi phí logistics cho doanh nghiệp sản xuất và thương mại.',
    'End-to-end supply chain assessments, network redesign and total landed cost optimisation for manufacturers and trading companies.',
    'Chúng tôi bắt đầu từ dữ liệu thực tế của doanh nghiệp để tìm ra điểm nghẽn và những khoản chi phí có thể cắt giảm trên toàn chuỗi cung ứng.
- Đánh giá hiện trạng, lập bản đồ dòng hàng từ nhà cung cấp đến khách hàng cuối
- Phân tích tổng chi phí hàng về kho (landed cost) và lựa chọn điều kiện Incoterms phù hợp
- Thiết kế mạng lưới kho, lựa chọn cảng xuất nhập và phương thức vận tải
- Xây dựng bộ chỉ số KPI và quy trình đánh giá nhà cung cấp dịch vụ logistics
Mỗi dự án kết thúc bằng một lộ trình triển khai cụ thể, có mốc thời gian và người chịu trách nhiệm rõ ràng.',
    'We start from your own operating data to find the bottlenecks and the costs that can come out of your supply chain.
- Current-state assessment and flow mapping from suppliers to end customers
- Total landed cost analysis and the choice of the right Incoterms rule
- Warehouse network design, port selection and transport mode strategy
- KPI frameworks and performance reviews for your logistics providers
Every engagement ends with a concrete roadmap, with milestones and a named owner for each step.',
    1
);
INSERT INTO services (slug, icon, title_vi, title_en, description_vi, description_en, content_vi, content_en, sort_order) VALUES (
    'sea-freight',
    'ship',
    'Vận tải đường biển',
    'Sea freight',
    'Hàng nguyên container (FCL) và hàng lẻ (LCL) qua Cát Lái, Cái Mép–Thị Vải, Hải Phòng và Đà Nẵng, kết nối các tuyến đi châu Âu, Bắc Mỹ và nội Á.',
    'Full-container (FCL) and groupage (LCL) shipments through Cát Lái, Cái Mép–Thị Vải, Hải Phòng and Đà Nẵng, connecting to Europe, North America and intra-Asia routes.',
    'Chúng tôi đặt chỗ với các hãng tàu lớn và theo dõi lô hàng từ lúc đóng container đến khi giao tại cảng đích.
- Hàng FCL và LCL đi châu Âu, Bắc Mỹ, Nhật Bản, Hàn Quốc và các nước ASEAN
- Tư vấn chọn cảng: Cát Lái, Cái Mép–Thị Vải, Lạch Huyện (Hải Phòng), Tiên Sa (Đà Nẵng)
- Container lạnh cho thủy sản, trái cây và hàng đông lạnh, kiểm tra PTI trước khi đóng hàng
- Theo dõi thời gian miễn phí lưu container, lưu bãi để hạn chế phí DEM/DET
Báo giá minh bạch, tách riêng cước biển và các phụ phí như BAF, THC, CIC.',
    'We book with the major ocean carriers and follow every shipment from container stuffing to delivery at the port of discharge.
- FCL and LCL to Europe, North America, Japan, Korea and ASEAN
- Port selection advice: Cát Lái, Cái Mép–Thị Vải, Lạch Huyện (Hải Phòng), Tiên Sa (Đà Nẵng)
- Reefer containers for seafood, fruit and frozen goods, with a PTI check before loading
- Free-time monitoring on every box to keep demurrage and detention in check
Quotes are transparent, with ocean freight shown separately from surcharges such as BAF, THC and CIC.',
    2
);
INSERT INTO services (slug, icon, title_vi, title_en, description_vi, description_en, content_vi, content_en, sort_order) VALUES (
    'air-freight',
    'plane',
    'Vận tải hàng không',
    'Air freight',
    'Giải pháp cho hàng gấp, hàng giá trị cao và hàng dễ hỏng qua Tân Sơn Nhất, Nội Bài và Đà Nẵng, có phương án kết hợp đường biển – hàng không.',
    'For urgent, high-value and perishable cargo through Tân Sơn Nhất, Nội Bài and Đà Nẵng, including sea–air options.',
    'Khi thời gian quan trọng hơn chi phí, chúng tôi thiết kế phương án bay phù hợp với đặc tính của từng lô hàng.
- Hàng gấp, linh kiện điện tử và hàng mẫu từ Tân Sơn Nhất, Nội Bài và Đà Nẵng
- Hàng dễ hỏng và dược phẩm được kiểm soát nhiệt độ suốt hành trình
- Phương án biển – bay qua Singapore hoặc Dubai để cân bằng chi phí và thời gian
- Hàng nguy hiểm (DG) như pin lithium, đóng gói và khai báo theo quy định IATA
Chúng tôi so sánh giá của nhiều hãng bay và gom hàng để tối ưu cước theo trọng lượng tính cước.',
    'When time matters more than cost, we design an air solution that fits the nature of each shipment.
- Urgent cargo, electronic components and prototypes out of Tân Sơn Nhất, Nội Bài and Đà Nẵng
- Perishables and pharmaceuticals kept within their temperature range end to end
- Sea–air routings via Singapore or Dubai to balance cost and transit time
- Dangerous goods such as lithium batteries, packed and declared to IATA rules
We compare rates across airlines and consolidate cargo to get the best price per chargeable kilogram.',
    3
);
INSERT INTO services (slug, icon, title_vi, title_en, description_vi, description_en, content_vi, content_en, sort_order) VALUES (
    'road-and-cross-border-trucking',
    'truck',
    'Vận tải đường bộ và xuyên biên giới',
    'Road and cross-border trucking',
    'Vận chuyển nội địa Bắc – Nam, kéo container cảng và xe xuyên biên giới sang Trung Quốc qua cửa khẩu Hữu Nghị, Tân Thanh (Lạng Sơn).',
    'Domestic north–south haulage, port drayage and cross-border trucking to China through the Hữu Nghị and Tân Thanh gates in Lạng Sơn.',
    'Mạng lưới nhà xe đối tác của chúng tôi phục vụ từ kéo container ra vào cảng đến giao hàng xuyên biên giới.
- Kéo container giữa cảng, ICD và các khu công nghiệp ở TP.HCM, Đồng Nai, Bắc Ninh, Hải Phòng
- Xe xuyên biên giới sang Trung Quốc qua cửa khẩu Hữu Nghị và Tân Thanh, Lạng Sơn
- Xe tải lạnh cho nông sản, thủy sản và thực phẩm
- Định vị GPS và cập nhật trạng thái theo thời gian thực cho từng chuyến
Chúng tôi lập tuyến và khung giờ giao hàng để tránh giờ cấm tải trong nội đô.',
    'Our network of partner hauliers covers everything from port drayage to cross-border delivery.
- Container haulage between ports, ICDs and industrial parks in Ho Chi Minh City, Đồng Nai, Bắc Ninh and Hải Phòng
- Cross-border trucking to China through the Hữu Nghị and Tân Thanh gates in Lạng Sơn
- Refrigerated trucks for fresh produce, seafood and food products
- GPS tracking and real-time status updates on every trip
We plan routes and delivery windows around city-centre truck bans.',
    4
);
INSERT INTO services (slug, icon, title_vi, title_en, description_vi, description_en, content_vi, content_en, sort_order) VALUES (
    'warehousing-and-bonded-storage',
    'warehouse',
    'Kho bãi và kho ngoại quan',
    'Warehousing and bonded storage',
    'Kho thường, kho lạnh và kho ngoại quan gần các cảng chính, giúp doanh nghiệp hoãn nộp thuế nhập khẩu và phân phối linh hoạt.',
    'General, cold and bonded warehouses close to the main ports, so you can defer import duties and distribute with flexibility.',
    'Chúng tôi quản lý kho theo yêu cầu riêng của từng ngành hàng, với hệ thống quản lý kho (WMS) cập nhật tồn kho theo thời gian thực.
- Kho ngoại quan: lưu hàng chưa làm thủ tục nhập khẩu, chỉ nộp thuế khi đưa hàng vào nội địa
- Kho lạnh từ -25°C đến +5°C cho thủy sản, thịt và trái cây
- Dịch vụ giá trị gia tăng: dán nhãn phụ, đóng gói lại, kitting, kiểm đếm
- Phân phối đến cửa hàng, siêu thị và đơn hàng thương mại điện tử
Mỗi khách hàng nhận báo cáo nhập, xuất, tồn hằng ngày và được truy cập dữ liệu trực tuyến.',
    'We run warehouses to the specific needs of each product category, with a warehouse management system (WMS) that updates stock in real time.
- Bonded storage: goods stay outside the domestic market, and duty is paid only when they are released
- Cold rooms from -25°C to +5°C for seafood, meat and fruit
- Value-added services: Vietnamese sub-labels, repacking, kitting and counting
- Distribution to stores, supermarkets and e-commerce orders
Every client receives daily inbound, outbound and stock reports, with online access to the data.',
    5
);
INSERT INTO services (slug, icon, title_vi, title_en, description_vi, description_en, content_vi, content_en, sort_order) VALUES (
    'customs-brokerage-and-trade-compliance',
    'document',
    'Thủ tục hải quan và chứng từ',
    'Customs brokerage and trade compliance',
    'Khai báo hải quan trên VNACCS/VCIS, xin C/O ưu đãi theo EVFTA, CPTPP, RCEP và tư vấn mã HS để áp dụng đúng mức thuế.',
    'Customs declarations on VNACCS/VCIS, preferential certificates of origin under EVFTA, CPTPP and RCEP, and HS classification advice so the right duty rate applies.',
    'Đội ngũ đại lý hải quan của chúng tôi chuẩn bị hồ sơ chính xác ngay từ đầu để hàng thông quan nhanh và hạn chế rủi ro bị phân luồng đỏ.
- Khai báo xuất nhập khẩu trên hệ thống VNACCS/VCIS, theo dõi phân luồng và xử lý kiểm hóa
- Xin C/O mẫu EUR.1 (EVFTA), CPTPP, RCEP, E, D, AK và kiểm tra quy tắc xuất xứ
- Tư vấn phân loại mã HS, trị giá hải quan và thủ tục xác định trước mã số
- Kiểm tra chuyên ngành, kiểm dịch động vật, thực vật và công bố hợp quy
Chúng tôi cũng rà soát hồ sơ định kỳ để doanh nghiệp luôn sẵn sàng trước các đợt kiểm tra sau thông quan.',
    'Our licensed customs brokers get the paperwork right the first time, so goods clear quickly and the risk of a red-channel inspection stays low.
- Import and export declarations on VNACCS/VCIS, channel follow-up and physical inspections
- Certificates of origin: EUR.1 (EVFTA), CPTPP, RCEP, Forms E, D and AK, with rules-of-origin checks
- HS classification, customs valuation and advance ruling applications
- Specialised inspections, animal and plant quarantine, and conformity declarations
We also review your files periodically so you are ready for any post-clearance audit.',
    6
);

-- Industries: each icon used once.
INSERT INTO industries (slug, icon, title_vi, title_en, description_vi, description_en, sort_order) VALUES (
    'industrial-manufacturing',
    'factory',
    'Sản xuất công nghiệp',
    'Industrial manufacturing',
    'Nguyên vật liệu về đúng hạn cho dây chuyền, quản lý hàng gia công, sản xuất xuất khẩu và doanh nghiệp chế xuất tại các khu công nghiệp phía Bắc và phía Nam.',
    'On-time inbound materials for production lines, and full support for processing, export-production and export-processing customs regimes in industrial parks nationwide.',
    1
);
INSERT INTO industries (slug, icon, title_vi, title_en, description_vi, description_en, sort_order) VALUES (
    'retail-and-ecommerce',
    'shopping',
    'Bán lẻ và thương mại điện tử',
    'Retail and e-commerce',
    'Trung tâm phân phối, xử lý đơn hàng đa kênh và giao hàng chặng cuối cho chuỗi bán lẻ và nhà bán hàng trên các sàn thương mại điện tử.',
    'Distribution centres, omnichannel order fulfilment and last-mile delivery for retail chains and online marketplace sellers.',
    2
);
INSERT INTO industries (slug, icon, title_vi, title_en, description_vi, description_en, sort_order) VALUES (
    'agriculture-seafood-and-food',
    'food',
    'Nông sản, thủy sản và thực phẩm',
    'Agriculture, seafood and food',
    'Chuỗi lạnh khép kín từ vườn trồng, nhà máy đến cảng đích, kèm hỗ trợ mã số vùng trồng, kiểm dịch và C/O để hưởng ưu đãi thuế.',
    'An unbroken cold chain from farm and factory to destination port, with support on growing-area codes, quarantine and certificates of origin.',
    3
);
INSERT INTO industries (slug, icon, title_vi, title_en, description_vi, description_en, sort_order) VALUES (
    'textiles-garments-and-footwear',
    'fashion',
    'Dệt may và da giày',
    'Textiles, garments and footwear',
    'Gom hàng từ nhiều nhà máy, quản lý nguyên phụ liệu nhập khẩu và đáp ứng quy tắc xuất xứ từ vải của EVFTA, từ sợi của CPTPP.',
    'Multi-factory consolidation, control of imported materials, and compliance with the EVFTA fabric-forward and CPTPP yarn-forward rules of origin.',
    4
);
INSERT INTO industries (slug, icon, title_vi, title_en, description_vi, description_en, sort_order) VALUES (
    'electronics-and-high-tech',
    'tech',
    'Điện tử và công nghệ cao',
    'Electronics and high tech',
    'Logistics linh kiện theo mô hình just-in-time cho nhà máy tại Bắc Ninh, Thái Nguyên và Hải Phòng, kết hợp hàng không, đường biển và xe xuyên biên giới.',
    'Just-in-time component logistics for plants in Bắc Ninh, Thái Nguyên and Hải Phòng, combining air, ocean and cross-border trucking.',
    5
);
INSERT INTO industries (slug, icon, title_vi, title_en, description_vi, description_en, sort_order) VALUES (
    'pharmaceuticals-and-medical-devices',
    'health',
    'Dược phẩm và thiết bị y tế',
    'Pharmaceuticals and medical devices',
    'Vận chuyển và lưu kho theo tiêu chuẩn GSP, GDP, giám sát nhiệt độ liên tục và hỗ trợ giấy phép nhập khẩu thuốc, trang thiết bị y tế.',
    'GSP- and GDP-compliant transport and storage, continuous temperature monitoring, and support with import licences for medicines and medical devices.',
    6
);

-- Case studies: context, what was done, results (result lines carry the measurable figures).
INSERT INTO case_studies (slug, title_vi, title_en, description_vi, description_en, content_vi, content_en, client_name, industry, image_url, sort_order) VALUES (
    'kim-ngan-seafood-eu-cold-chain',
    'Tái thiết kế chuỗi lạnh xuất khẩu tôm sang EU',
    'Redesigning a shrimp exporter''s cold chain to the EU',
    'Một nhà xuất khẩu tôm ở Cà Mau chuyển từ Cát Lái, chuyển tải ở Singapore sang tuyến đi thẳng từ Cái Mép–Thị Vải, đồng thời chuẩn hóa hồ sơ C/O mẫu EUR.1 để hưởng trọn ưu đãi thuế theo EVFTA.',
    'A Cà Mau shrimp exporter moved from Cát Lái with transshipment in Singapore to direct sailings from Cái Mép–Thị Vải, and standardised its EUR.1 paperwork to claim the full EVFTA tariff preference.',
    '## Bối cảnh
Doanh nghiệp xuất khẩu khoảng 120 container lạnh mỗi năm sang Hà Lan, Bỉ và Đức. Hàng đi từ Cát Lái và chuyển tải ở Singapore nên thời gian vận chuyển kéo dài, có lô bị lỡ tàu nối và nhiệt độ dao động trong lúc container chờ cắm điện.
## Giải pháp
- Chuyển sản lượng sang tuyến đi thẳng từ Cái Mép–Thị Vải đến Rotterdam theo hợp đồng năm với hai hãng tàu
- Khớp kế hoạch sản xuất, lịch kiểm tra PTI và lịch kéo container để hàng hạ bãi sát giờ cắt máng
- Chuẩn hóa bộ hồ sơ xin C/O mẫu EUR.1 và hồ sơ truy xuất nguồn gốc tôm nguyên liệu
- Lắp thiết bị ghi nhiệt độ độc lập, cảnh báo ngay khi container vượt ngưỡng -18°C
## Kết quả sau 12 tháng
- Giảm 24% thời gian vận chuyển đến Rotterdam, từ 38 xuống còn 29 ngày
- Giảm 17% tổng chi phí logistics tính trên mỗi container
- 100% lô hàng được áp thuế suất ưu đãi EVFTA, không còn C/O bị từ chối
- Tỷ lệ giao hàng đúng hẹn cho khách hàng châu Âu tăng từ 76% lên 97%',
    '## Context
The company ships about 120 reefer containers a year to the Netherlands, Belgium and Germany. Cargo left from Cát Lái and was transshipped in Singapore, so transit times were long, some boxes missed their connecting vessel and temperatures drifted while containers waited for a power point.
## What we did
- Moved the volume to direct sailings from Cái Mép–Thị Vải to Rotterdam under annual contracts with two carriers
- Aligned the production plan, PTI checks and haulage so containers reach the terminal just before the cut-off
- Standardised the EUR.1 certificate of origin file and the traceability records for raw shrimp
- Fitted independent temperature loggers that raise an alert whenever a box warms above -18°C
## Results after 12 months
- 24% shorter transit to Rotterdam, from 38 days down to 29
- 17% lower total logistics cost per container
- 100% of shipments cleared at the EVFTA preferential rate, with no rejected certificates
- On-time delivery to European buyers went from 76% to 97%, an increase of 21 points',
    'Kim Ngân Seafood',
    'Seafood',
    '/images/case-studies/kim-ngan-seafood-eu-cold-chain.svg',
    1
);
INSERT INTO case_studies (slug, title_vi, title_en, description_vi, description_en, content_vi, content_en, client_name, industry, image_url, sort_order) VALUES (
    'hung-thinh-electronics-inbound-components',
    'Rút ngắn thời gian nhập linh kiện từ Trung Quốc cho nhà máy điện tử tại Bắc Ninh',
    'Faster inbound components from China for an electronics plant in Bắc Ninh',
    'Kết hợp xe xuyên biên giới qua Lạng Sơn với kho ngoại quan tại Bắc Ninh để dây chuyền chạy ổn định mà không phải ôm tồn kho lớn.',
    'Combining cross-border trucking through Lạng Sơn with a bonded warehouse in Bắc Ninh to keep the lines running without carrying heavy stock.',
    '## Bối cảnh
Nhà máy lắp ráp bo mạch và thiết bị âm thanh nhập hơn 2.000 mã linh kiện từ Thâm Quyến và Đông Hoản. Hàng chủ yếu đi đường biển về Hải Phòng, mất 7 đến 10 ngày kể cả thông quan, nên nhà máy phải giữ tồn kho an toàn gần một tháng.
## Giải pháp
- Chuyển nhóm linh kiện giá trị cao, cần gấp sang xe xuyên biên giới qua cửa khẩu Hữu Nghị, về đến nhà máy trong 2 đến 3 ngày
- Giữ phương án đường biển qua cảng Lạch Huyện cho linh kiện cồng kềnh, giá trị thấp
- Thuê kho ngoại quan tại Bắc Ninh, chỉ mở tờ khai nhập khẩu khi dây chuyền cần hàng
- Chuẩn hóa danh mục mã HS cho toàn bộ linh kiện và khai báo trước trên VNACCS/VCIS
## Kết quả sau 9 tháng
- Giảm 41% thời gian trung bình từ khi nhà cung cấp xuất hàng đến khi linh kiện lên dây chuyền
- Tồn kho an toàn giảm từ 28 xuống 12 ngày, giải phóng khoảng 3,2 triệu USD vốn lưu động
- Tỷ lệ tờ khai được phân luồng xanh tăng từ 62% lên 88%
- Không có lần dừng dây chuyền nào do thiếu linh kiện',
    '## Context
The plant assembles circuit boards and audio equipment from more than 2,000 component references sourced in Shenzhen and Dongguan. Most parts came by sea into Hải Phòng, taking 7 to 10 days including clearance, so the plant held almost a month of safety stock.
## What we did
- Switched urgent, high-value components to cross-border trucks through the Hữu Nghị gate, reaching the plant in 2 to 3 days
- Kept ocean freight via Lạch Huyện port for bulky, low-value parts
- Set up a bonded warehouse in Bắc Ninh so imports are declared only when the line calls for them
- Built a clean HS code master list for every component and pre-lodged declarations on VNACCS/VCIS
## Results after 9 months
- 41% shorter average lead time from supplier dispatch to the production line
- Safety stock cut from 28 to 12 days, releasing about USD 3.2 million of working capital
- Green-channel declarations rose from 62% to 88%, a 26-point increase
- Zero line stoppages caused by missing parts',
    'Hưng Thịnh Electronics',
    'Electronics',
    '/images/case-studies/hung-thinh-electronics-inbound-components.svg',
    2
);
INSERT INTO case_studies (slug, title_vi, title_en, description_vi, description_en, content_vi, content_en, client_name, industry, image_url, sort_order) VALUES (
    'moc-phat-furniture-demurrage-detention',
    'Chấm dứt phí lưu container phát sinh hằng tháng cho nhà xuất khẩu đồ gỗ',
    'Ending monthly demurrage and detention bills for a furniture exporter',
    'Một nhà xuất khẩu đồ gỗ ở Đồng Nai bán hàng sang Mỹ và Canada đã kiểm soát lại thời gian miễn phí, lịch đóng hàng và lựa chọn cảng để chấm dứt các khoản phí DEM/DET.',
    'A furniture exporter in Đồng Nai selling to the US and Canada regained control of free time, stuffing schedules and port choice, and stopped paying demurrage and detention every month.',
    '## Bối cảnh
Doanh nghiệp xuất khoảng 900 container 40 feet mỗi năm. Container rỗng thường được lấy về quá sớm khi hàng chưa hoàn thiện, còn xe kéo ra Cát Lái hay bị kẹt giờ cấm tải, khiến phí lưu container và lưu bãi trở thành khoản chi cố định hằng tháng.
## Giải pháp
- Đàm phán lại với hãng tàu để có 14 ngày miễn phí DEM/DET kết hợp thay vì 5 ngày
- Lập lịch lấy rỗng theo tiến độ đóng gói thực tế, xác nhận từng ngày với xưởng
- Chuyển phần lớn hàng đi Bờ Tây nước Mỹ sang tuyến đi thẳng từ Cái Mép–Thị Vải
- Tối ưu sơ đồ xếp hàng để tận dụng thể tích container 40 feet cao (40HC)
- Hướng dẫn xin C/O mẫu CPTPP cho các lô hàng đi Canada
## Kết quả sau 6 tháng
- Giảm 72% phí DEM/DET và lưu bãi so với cùng kỳ năm trước
- Hệ số sử dụng thể tích container tăng từ 81% lên 93%
- Giảm khoảng 115 container phải thuê mỗi năm nhờ xếp hàng hiệu quả hơn
- Tỷ lệ giao hàng đúng hạn cho nhà nhập khẩu Mỹ đạt 98%',
    '## Context
The company ships about 900 forty-foot containers a year. Empty boxes were picked up too early, before the goods were finished, and trucks to Cát Lái were often caught by city truck bans, so demurrage, detention and storage had become a fixed monthly cost.
## What we did
- Renegotiated 14 combined free days for demurrage and detention with the carrier, instead of 5
- Scheduled empty pick-ups against the real packing progress, confirmed daily with the workshop
- Moved most US West Coast volume to direct sailings from Cái Mép–Thị Vải
- Optimised load plans to make full use of 40-foot high-cube (40HC) containers
- Set up the CPTPP certificate of origin process for shipments to Canada
## Results after 6 months
- 72% reduction in demurrage, detention and storage charges year on year
- Container volume utilisation went from 81% to 93%, an increase that matters on every booking
- Around 115 fewer containers booked per year thanks to better loading
- 98% on-time delivery to US importers',
    'Mộc Phát Furniture',
    'Furniture',
    '/images/case-studies/moc-phat-furniture-demurrage-detention.svg',
    3
);
INSERT INTO case_studies (slug, title_vi, title_en, description_vi, description_en, content_vi, content_en, client_name, industry, image_url, sort_order) VALUES (
    'saigon-home-retail-duty-and-distribution',
    'Tối ưu thuế nhập khẩu và kho phân phối cho chuỗi bán lẻ đồ gia dụng',
    'Lower import duties and a leaner distribution network for a homeware retailer',
    'Chuỗi 45 cửa hàng đồ gia dụng tận dụng đúng C/O mẫu E, AK, D và RCEP, đồng thời gộp ba kho thuê ngoài thành một trung tâm phân phối để rút ngắn thời gian bổ sung hàng.',
    'A 45-store homeware chain made proper use of Form E, AK, D and RCEP certificates of origin, and merged three outsourced warehouses into one distribution centre to speed up store replenishment.',
    '## Bối cảnh
Chuỗi bán lẻ có 45 cửa hàng tại TP.HCM và các tỉnh miền Nam, nhập đồ gia dụng từ Trung Quốc, Hàn Quốc và Thái Lan. Nhiều lô hàng không có C/O hợp lệ nên phải chịu thuế suất MFN, trong khi hàng hóa nằm rải rác ở ba kho thuê ngoài.
## Giải pháp
- Rà soát mã HS của 1.800 mặt hàng và so sánh thuế suất theo ACFTA, AKFTA, ATIGA và RCEP
- Làm việc với từng nhà cung cấp để cấp đúng mẫu C/O E, AK, D hoặc RCEP cho mỗi lô
- Gộp ba kho thuê ngoài thành một trung tâm phân phối ở cửa ngõ phía Tây TP.HCM, vận hành bằng WMS và soạn hàng theo đợt
- Lập lịch bổ sung hàng cố định cho từng cửa hàng, tránh giờ cấm tải nội đô
## Kết quả sau 1 năm
- Giảm 31% tiền thuế nhập khẩu phải nộp nhờ áp dụng đúng C/O ưu đãi
- Chi phí logistics trên doanh thu giảm từ 7,4% xuống 5,9%
- Độ chính xác soạn hàng đạt 99,6%
- Thời gian bổ sung hàng cho cửa hàng giảm từ 4 ngày xuống 36 giờ',
    '## Context
The chain runs 45 stores in Ho Chi Minh City and the southern provinces, importing homeware from China, Korea and Thailand. Many shipments arrived without a valid certificate of origin and paid the full MFN rate, while stock was scattered across three outsourced warehouses.
## What we did
- Reviewed the HS codes of 1,800 items and compared duty rates under ACFTA, AKFTA, ATIGA and RCEP
- Worked with each supplier so every shipment carries the right Form E, AK, D or RCEP certificate
- Merged the three warehouses into one distribution centre on the western edge of Ho Chi Minh City, run on a WMS with wave picking
- Set fixed replenishment slots for every store, outside city-centre truck bans
## Results after 1 year
- 31% less import duty paid thanks to correct preferential certificates
- Logistics cost fell from 7.4% to 5.9% of revenue
- 99.6% picking accuracy
- Store replenishment time cut from 4 days to 36 hours, with an increase in on-shelf availability',
    'Sài Gòn Home',
    'Retail',
    NULL,
    4
);

-- Blog posts: the API lists them newest first by published_at; sort_order follows the same order.
INSERT INTO blog_posts (slug, title_vi, title_en, description_vi, description_en, content_vi, content_en, author, published_at, image_url, sort_order) VALUES (
    'demurrage-detention-hidden-costs',
    'Phí DEM/DET: khoản chi âm thầm bào mòn lợi nhuận của doanh nghiệp xuất nhập khẩu',
    'Demurrage and detention: the quiet costs eating into importers'' and exporters'' margins',
    'Phân biệt demurrage, detention và phí lưu bãi, hiểu cách hãng tàu tính thời gian miễn phí và năm cách giữ các khoản phí này ở mức gần bằng không.',
    'How demurrage, detention and port storage differ, how carriers count free time, and five ways to keep these charges close to zero.',
    'Khi rà soát chi phí logistics cho khách hàng, chúng tôi gần như lần nào cũng tìm thấy một khoản chi mà ban giám đốc ít để ý: phí lưu container tại cảng (demurrage) và phí lưu giữ container ngoài cảng (detention), thường gọi tắt là DEM/DET. Mỗi hóa đơn riêng lẻ không lớn, vài trăm đến vài nghìn đô la, nhưng cộng dồn cả năm, có doanh nghiệp đã trả một khoản tương đương lợi nhuận của cả một dòng sản phẩm.

Trước hết cần phân biệt rõ ba loại phí. Demurrage là tiền hãng tàu thu khi container có hàng nằm trong cảng quá thời gian miễn phí. Detention là tiền thu khi container đã được kéo ra khỏi cảng nhưng chưa được trả về bãi rỗng đúng hạn. Còn phí lưu bãi do cảng thu và được tính độc lập với hai khoản trên. Tại Cát Lái, Cái Mép hay Hải Phòng, thời gian miễn phí phổ biến chỉ từ 3 đến 7 ngày, và mỗi hãng tàu có cách tính riêng: tách DEM và DET thành hai khoảng, hoặc gộp chung thành một thời hạn kết hợp.

Nguyên nhân phát sinh phí thường không nằm ở cảng mà ở khâu chuẩn bị. Chứng từ chưa đủ để mở tờ khai, tờ khai bị phân luồng đỏ phải chờ kiểm hóa, kho không đủ nhân lực dỡ hàng, hoặc xe kéo không vào được nội đô vì giờ cấm tải. Với hàng xuất, lỗi hay gặp nhất là lấy container rỗng quá sớm trong khi hàng chưa sẵn sàng, để rồi container nằm ở xưởng cả tuần.

Có năm việc giúp giữ chi phí DEM/DET ở mức gần bằng không. Thứ nhất, đàm phán thời gian miễn phí ngay khi ký hợp đồng cước, nhất là khi doanh nghiệp có sản lượng ổn định. Thứ hai, chuẩn bị chứng từ trước khi tàu cập cảng, gồm C/O, giấy phép chuyên ngành và hồ sơ đăng ký kiểm tra. Thứ ba, lập lịch lấy rỗng theo tiến độ đóng hàng thực tế chứ không theo ngày tàu chạy. Thứ tư, theo dõi hạn miễn phí của từng container trên một bảng chung mà phòng xuất nhập khẩu, kho và nhà vận tải cùng nhìn thấy. Thứ năm, ghi rõ trong hợp đồng mua bán bên nào chịu phí phát sinh, đặc biệt khi giao hàng theo điều kiện CIF hoặc DAP.

[Công cụ tính phí lưu container](/tools/demurrage-calculator) trên trang web của chúng tôi cho phép nhập thời gian miễn phí, biểu phí theo từng bậc và ngày dự kiến trả rỗng để ước tính chi phí theo từng ngày. Kết quả chỉ mang tính tham khảo, nhưng đủ để bộ phận kế hoạch thấy một ngày chậm trễ đáng giá bao nhiêu. Nếu doanh nghiệp đang phải trả DEM/DET đều đặn mỗi tháng, hãy liên hệ để chúng tôi cùng rà soát quy trình và hợp đồng cước hiện tại.',
    'Whenever we review a client''s logistics spend, we almost always find a cost that senior management rarely looks at: demurrage and detention, often shortened to D&D. Each invoice on its own is small, a few hundred to a few thousand dollars, but over a year some companies end up paying as much as the profit of an entire product line.

It helps to separate three different charges. Demurrage is what the carrier bills when a full container stays in the terminal beyond its free time. Detention is billed when the container has left the terminal but is not returned empty to the depot on time. Storage is charged by the port operator itself, independently of the other two. At Cát Lái, Cái Mép or Hải Phòng, free time is commonly only 3 to 7 days, and every carrier counts it differently: some split demurrage and detention into separate periods, others combine them into a single allowance.

The root cause is rarely the port; it is usually the preparation. Documents are not ready to lodge the declaration, the declaration is routed to the red channel and waits for a physical inspection, the warehouse lacks labour to unload, or trucks cannot enter the city because of time-of-day bans. On the export side, the classic mistake is collecting empty containers too early, before the goods are ready, and leaving them at the factory for a week.

Five habits keep D&D close to zero. First, negotiate free time when you sign the freight contract, especially if your volumes are stable. Second, prepare documents before the vessel berths, including certificates of origin, specialised licences and inspection registrations. Third, schedule empty pick-ups against real packing progress rather than the sailing date. Fourth, track the free-time deadline of every container on one shared board that import-export staff, the warehouse and the haulier can all see. Fifth, state clearly in the sales contract who bears these charges, particularly when you sell on CIF or DAP terms.

The [demurrage calculator](/tools/demurrage-calculator?lang=en) on our website lets you enter free days, tiered tariffs and the expected empty return date to estimate costs day by day. The result is for reference only, but it is enough to show your planning team what a single day of delay is worth. If D&D invoices arrive every month, get in touch and we will review your process and your current freight contracts with you.',
    'Nguyễn Minh Tuấn',
    '2026-11-10T08:00:00Z',
    '/images/blog/demurrage-detention-hidden-costs.svg',
    1
);
INSERT INTO blog_posts (slug, title_vi, title_en, description_vi, description_en, content_vi, content_en, author, published_at, image_url, sort_order) VALUES (
    'cai-mep-or-cat-lai-port-choice',
    'Cái Mép–Thị Vải hay Cát Lái: chọn cảng nào cho hàng xuất đi Mỹ và châu Âu?',
    'Cái Mép–Thị Vải or Cát Lái: which port for exports to the US and Europe?',
    'So sánh hai cửa ngõ container lớn nhất phía Nam về tuyến tàu, thời gian vận chuyển, chi phí kéo container và rủi ro ùn tắc.',
    'A comparison of southern Vietnam''s two main container gateways on services, transit time, trucking cost and congestion risk.',
    'Với doanh nghiệp xuất khẩu ở phía Nam, chọn Cát Lái hay Cái Mép–Thị Vải ảnh hưởng trực tiếp đến thời gian giao hàng, chi phí và mức độ rủi ro của cả lô hàng. Hai cảng chỉ cách nhau khoảng 80 km đường bộ nhưng phục vụ hai mô hình vận tải khác nhau, và lựa chọn tốt cho mặt hàng này chưa chắc đã tốt cho mặt hàng khác.

Cát Lái là cảng sông nằm ngay trong TP.HCM, thuận tiện cho các nhà máy ở khu vực lân cận và Đồng Nai. Do giới hạn mớn nước, tàu vào Cát Lái chủ yếu là tàu cỡ nhỏ và trung bình chạy các tuyến nội Á. Hàng đi châu Âu hay Bờ Đông nước Mỹ thường phải chuyển tải ở Singapore, Hồng Kông hoặc Cao Hùng, kéo dài thời gian vận chuyển và tăng nguy cơ lỡ tàu nối. Vào mùa cao điểm cuối năm, bãi container ở Cát Lái thường kín chỗ và xe kéo có thể phải xếp hàng nhiều giờ để vào cổng.

Cụm cảng Cái Mép–Thị Vải là cảng nước sâu, tiếp nhận được những tàu container cỡ lớn nhất đang khai thác trên thế giới. Nhiều hãng tàu có tuyến đi thẳng từ đây sang Bờ Tây, Bờ Đông nước Mỹ và Bắc Âu, giúp rút ngắn từ 5 đến 10 ngày so với phương án chuyển tải. Đổi lại, chi phí kéo container từ nhà máy xuống Cái Mép thường cao hơn, và doanh nghiệp phải bám sát giờ cắt máng vì lịch tàu mẹ ít linh hoạt.

Khi tư vấn, chúng tôi thường dựa trên bốn tiêu chí: điểm đến và tuyến tàu sẵn có; tổng chi phí từ cửa nhà máy đến cảng đích chứ không chỉ riêng [cước biển](/tools/freight-calculator); mức độ nhạy cảm về thời gian của hàng hóa, chẳng hạn hàng lạnh hay hàng theo mùa vụ; và sản lượng có đủ lớn để ký hợp đồng với hãng tàu khai thác tuyến thẳng hay không. Với hàng đi Nhật Bản, Hàn Quốc hay Trung Quốc, Cát Lái vẫn là lựa chọn kinh tế. Với hàng đi Mỹ và châu Âu, Cái Mép thường cho tổng chi phí và độ tin cậy tốt hơn.

Ở phía Bắc, bài toán tương tự đặt ra giữa các bến cảng trên sông Cấm và cảng nước sâu Lạch Huyện ở Hải Phòng, nơi đã có tuyến đi thẳng sang Mỹ. Doanh nghiệp miền Trung có thể dùng cảng Tiên Sa ở Đà Nẵng cho hàng nội Á, kết hợp chuyển tải cho các tuyến xa. Chúng tôi sẵn sàng lập bảng so sánh chi phí chi tiết theo sản lượng và tuyến hàng thực tế của từng doanh nghiệp.',
    'For exporters in southern Vietnam, the choice between Cát Lái and Cái Mép–Thị Vải has a direct effect on transit time, cost and the risk carried by every shipment. The two ports are only about 80 km apart by road, yet they serve two different shipping models, and the right answer for one product is not always right for another.

Cát Lái is a river port inside Ho Chi Minh City, convenient for factories nearby and in Đồng Nai. Because of draught limits, it is mostly served by small and mid-sized vessels on intra-Asia loops. Cargo for Europe or the US East Coast usually has to be transshipped in Singapore, Hong Kong or Kaohsiung, which adds days and raises the risk of missing the connecting vessel. In the year-end peak, the Cát Lái yards fill up and trucks can queue for hours at the gate.

The Cái Mép–Thị Vải cluster is a deep-water port able to receive the largest container ships now in service. Several carriers run direct services from there to the US West and East Coasts and to Northern Europe, saving 5 to 10 days compared with a transshipment routing. In return, trucking from the factory to Cái Mép usually costs more, and shippers must respect cut-off times closely because mainline schedules leave little room for flexibility.

When we advise clients, we look at four criteria: the destination and the services actually available; the total cost from factory gate to destination port, not just [ocean freight](/tools/freight-calculator?lang=en); how time-sensitive the cargo is, for example reefer or seasonal goods; and whether volumes are large enough to contract directly with a carrier running a direct service. For Japan, Korea or China, Cát Lái often remains the economical choice. For the US and Europe, Cái Mép generally delivers a better total cost and better reliability.

In the north, the same question arises between the Cấm River terminals and the Lạch Huyện deep-water port in Hải Phòng, which already has direct sailings to the United States. Exporters in central Vietnam can use Tiên Sa port in Đà Nẵng for intra-Asia cargo and transshipment for long-haul trades. We are happy to build a detailed cost comparison based on your own volumes and lanes.',
    'Nguyễn Minh Tuấn',
    '2026-09-22T08:00:00Z',
    '/images/blog/cai-mep-or-cat-lai-port-choice.svg',
    2
);
INSERT INTO blog_posts (slug, title_vi, title_en, description_vi, description_en, content_vi, content_en, author, published_at, image_url, sort_order) VALUES (
    'fruit-cold-chain-to-china-via-lang-son',
    'Chuỗi lạnh cho trái cây xuất khẩu sang Trung Quốc: từ vườn đến cửa khẩu Lạng Sơn',
    'Cold chain for fruit exports to China: from the orchard to the Lạng Sơn border',
    'Sầu riêng, thanh long và xoài chỉ giữ được giá khi nhiệt độ, mã số vùng trồng và lịch thông quan được kiểm soát ngay từ vườn.',
    'Durian, dragon fruit and mango only hold their value when temperature, growing-area codes and clearance timing are controlled from the orchard onwards.',
    'Trung Quốc là thị trường tiêu thụ trái cây lớn nhất của Việt Nam, và sầu riêng đã trở thành mặt hàng chủ lực kể từ khi được xuất khẩu chính ngạch vào năm 2022. Thế nhưng giá trị của một container sầu riêng có thể sụt mạnh chỉ vì vài giờ chờ ở cửa khẩu hay một lần máy lạnh ngừng chạy giữa đường.

Chuỗi lạnh bắt đầu từ vườn. Trái cây cần được thu hoạch đúng độ chín, đưa về cơ sở đóng gói trong ngày và làm lạnh sơ bộ để hạ nhiệt độ ruột quả trước khi xếp vào container. Mỗi loại quả có ngưỡng nhiệt độ riêng: thanh long thường được giữ ở khoảng 5 đến 8°C, xoài khoảng 10 đến 13°C, còn sầu riêng tươi cần mức cao hơn, khoảng 12 đến 15°C tùy độ chín và thời gian vận chuyển. Cài đặt sai nhiệt độ có thể khiến quả bị tổn thương lạnh hoặc chín ép trước khi đến tay người mua.

Về thủ tục, hàng xuất sang Trung Quốc phải có mã số vùng trồng và mã số cơ sở đóng gói đã được phía Trung Quốc chấp thuận, kèm giấy chứng nhận kiểm dịch thực vật. Lô hàng dùng mã không hợp lệ hoặc bị phát hiện sinh vật gây hại có thể bị trả về, gây thiệt hại gần như toàn bộ giá trị. Chúng tôi khuyến nghị doanh nghiệp đối chiếu danh sách mã số trước mỗi mùa vụ và lưu hồ sơ truy xuất cho từng lô hàng.

Về tuyến vận chuyển, xe container lạnh từ Đồng bằng sông Cửu Long hoặc Tây Nguyên lên Lạng Sơn mất khoảng hai đến ba ngày. Cửa khẩu Tân Thanh là điểm thông quan quen thuộc của xe chở trái cây, còn Hữu Nghị đang thí điểm mô hình cửa khẩu thông minh với làn riêng cho xe hàng. Vào chính vụ, thời gian chờ thông quan có thể kéo dài, nên nhiều doanh nghiệp phân bổ thêm sản lượng sang đường biển từ Cát Lái hoặc Hải Phòng đi các cảng Nam Trung Quốc, hay tàu hỏa liên vận qua ga Đồng Đăng.

Một chuỗi lạnh tốt không chỉ là container đủ lạnh. Đó là sự phối hợp giữa vườn, cơ sở đóng gói, nhà vận tải, đại lý hải quan và người mua bên kia biên giới, với dữ liệu nhiệt độ và vị trí được chia sẻ theo thời gian thực. Khi có sự cố, doanh nghiệp cần biết trong vài phút chứ không phải khi hàng đã về đến chợ đầu mối.',
    'China is Vietnam''s largest market for fresh fruit, and durian has become the flagship product since official exports began in 2022. Yet the value of a container of durian can drop sharply after a few hours of waiting at the border or a single refrigeration failure on the road.

The cold chain starts in the orchard. Fruit has to be harvested at the right maturity, brought to the packing house the same day and pre-cooled so the core temperature comes down before loading. Each fruit has its own range: dragon fruit is usually kept at around 5 to 8°C, mango at 10 to 13°C, and fresh durian higher, at about 12 to 15°C depending on ripeness and transit time. The wrong set point can cause chilling injury or force the fruit to ripen before it reaches the buyer.

On the paperwork side, shipments to China need growing-area codes and packing-house codes approved by the Chinese authorities, together with a phytosanitary certificate. A consignment with an invalid code, or one found to carry pests, can be turned back, destroying almost all of its value. We advise exporters to check the code lists before every season and to keep a traceability file for each lot.

On the road, a reefer truck from the Mekong Delta or the Central Highlands to Lạng Sơn takes about two to three days. The Tân Thanh gate is the familiar crossing for fruit trucks, while Hữu Nghị is piloting a smart border-gate model with dedicated freight lanes. At the height of the season clearance queues can grow long, so many exporters shift part of their volume to ocean freight from Cát Lái or Hải Phòng to southern Chinese ports, or to cross-border rail via Đồng Đăng station.

A good cold chain is more than a container that is cold enough. It is coordination between the orchard, the packing house, the haulier, the customs broker and the buyer across the border, with temperature and location data shared in real time. When something goes wrong, you need to know within minutes, not when the fruit reaches the wholesale market.',
    'Lê Hoàng Nam',
    '2026-08-05T08:00:00Z',
    '/images/blog/fruit-cold-chain-to-china-via-lang-son.svg',
    3
);
INSERT INTO blog_posts (slug, title_vi, title_en, description_vi, description_en, content_vi, content_en, author, published_at, image_url, sort_order) VALUES (
    'evfta-rules-of-origin-eur1-mistakes',
    'Quy tắc xuất xứ EVFTA: những lỗi thường gặp khi xin C/O mẫu EUR.1',
    'EVFTA rules of origin: common mistakes with the EUR.1 certificate',
    'Gần sáu năm sau khi EVFTA có hiệu lực, nhiều lô hàng vẫn mất ưu đãi thuế chỉ vì sai sót về tiêu chí xuất xứ và chứng từ. Đây là cách phòng tránh.',
    'Almost six years after the EVFTA took effect, shipments still lose their tariff preference over origin criteria and paperwork errors. Here is how to avoid them.',
    'Hiệp định EVFTA có hiệu lực từ tháng 8 năm 2020, và đến nay phần lớn dòng thuế đối với hàng Việt Nam vào EU đã về 0%. Nhưng để được hưởng mức thuế đó, hàng hóa phải chứng minh được xuất xứ theo quy tắc của hiệp định. Trên thực tế, chúng tôi vẫn gặp nhiều lô hàng bị hải quan nước nhập khẩu từ chối ưu đãi vì những lỗi hoàn toàn có thể phòng tránh.

Lỗi đầu tiên là áp sai tiêu chí xuất xứ. EVFTA quy định quy tắc cụ thể cho từng [mã HS](/tools/hs-code-analyzer): có mặt hàng chỉ cần chuyển đổi mã số, có mặt hàng yêu cầu trị giá nguyên liệu không có xuất xứ không vượt quá một tỷ lệ nhất định của giá xuất xưởng. Riêng hàng dệt may áp dụng quy tắc từ vải trở đi, nghĩa là vải phải được dệt tại Việt Nam hoặc EU, trừ trường hợp được cộng gộp vải có xuất xứ từ nước đã có FTA với EU như Hàn Quốc.

Lỗi thứ hai nằm ở chứng từ. C/O mẫu EUR.1 do các cơ quan, tổ chức được Bộ Công Thương ủy quyền cấp, và thông tin trên C/O phải khớp với hóa đơn, vận đơn và tờ khai xuất khẩu. Sai mã HS, sai số kiện hay mô tả hàng quá chung chung đều có thể khiến C/O bị nghi ngờ. Với lô hàng có tổng trị giá không quá 6.000 EUR, nhà xuất khẩu được tự chứng nhận xuất xứ trên hóa đơn, nhưng vẫn phải có đầy đủ hồ sơ chứng minh.

Lỗi thứ ba là không quản lý tốt hồ sơ lưu trữ. Cơ quan hải quan EU có quyền yêu cầu xác minh xuất xứ sau khi hàng đã thông quan, và nếu nhà xuất khẩu không chứng minh được, nhà nhập khẩu sẽ bị truy thu thuế. Bộ hồ sơ nên gồm định mức nguyên vật liệu, hóa đơn mua nguyên liệu, C/O hoặc bản khai xuất xứ của nhà cung cấp và bảng tính hàm lượng xuất xứ cho từng mã hàng, được lưu tối thiểu ba năm theo quy định của hiệp định.

Những nguyên tắc này cũng đúng với CPTPP và RCEP: hiểu quy tắc cho từng mã hàng, chuẩn hóa chứng từ và lưu hồ sơ nhất quán. Chúng tôi hỗ trợ doanh nghiệp rà soát quy tắc xuất xứ cho toàn bộ danh mục sản phẩm, tính hàm lượng xuất xứ và chuẩn bị sẵn bộ hồ sơ trước mọi yêu cầu xác minh từ phía nhà nhập khẩu.',
    'The EVFTA entered into force in August 2020, and by now most tariff lines on Vietnamese goods entering the EU have reached 0%. To enjoy that rate, however, goods must prove their origin under the agreement''s rules. In practice we still see shipments denied the preference by customs in the importing country because of mistakes that could easily have been avoided.

The first mistake is applying the wrong origin criterion. The EVFTA sets a specific rule for each [HS code](/tools/hs-code-analyzer?lang=en): for some products a change of tariff heading is enough, for others the value of non-originating materials must stay below a set share of the ex-works price. Garments follow a fabric-forward rule, meaning the fabric must be woven in Vietnam or the EU, unless cumulation applies to fabric from a country that has its own FTA with the EU, such as Korea.

The second mistake lies in the documents. The EUR.1 certificate is issued by bodies authorised by the Ministry of Industry and Trade, and every detail on it must match the invoice, the bill of lading and the export declaration. A wrong HS code, a wrong package count or a vague goods description can all cast doubt on the certificate. For consignments worth no more than EUR 6,000, the exporter may make an origin declaration on the invoice instead, but the supporting evidence is still required.

The third mistake is poor record keeping. EU customs can request an origin verification after the goods have been released, and if the exporter cannot prove origin, the importer faces a duty recovery. The file should include the bill of materials, purchase invoices for inputs, suppliers'' certificates or declarations, and an origin calculation for each product, kept for at least three years as the agreement requires.

The same principles apply to CPTPP and RCEP: understand the rule for each product, standardise the paperwork and keep records consistently. We help exporters review the rules of origin for their whole product range, run the origin calculations and prepare a complete file before any verification request arrives from their buyers.',
    'Trần Thị Thu Hà',
    '2026-06-17T08:00:00Z',
    '/images/blog/evfta-rules-of-origin-eur1-mistakes.svg',
    4
);
INSERT INTO blog_posts (slug, title_vi, title_en, description_vi, description_en, content_vi, content_en, author, published_at, image_url, sort_order) VALUES (
    'bonded-warehouse-cash-flow-for-importers',
    'Kho ngoại quan: công cụ giữ dòng tiền cho doanh nghiệp nhập khẩu',
    'Bonded warehouses: a cash-flow tool for importers',
    'Hoãn nộp thuế nhập khẩu và thuế giá trị gia tăng đến khi hàng thực sự được bán ra: khi nào kho ngoại quan đáng dùng và cách tính lợi ích tài chính.',
    'Deferring import duty and VAT until goods are actually sold: when a bonded warehouse pays off and how to measure the financial benefit.',
    'Với nhiều doanh nghiệp nhập khẩu, thuế nhập khẩu và thuế giá trị gia tăng phải nộp ngay khi thông quan là gánh nặng lớn cho vốn lưu động, nhất là khi hàng về theo lô lớn nhưng bán ra từ từ. Kho ngoại quan là một giải pháp hợp pháp nhưng còn ít được tận dụng để giải bài toán này.

Theo Luật Hải quan, hàng hóa từ nước ngoài đưa vào kho ngoại quan chưa phải làm thủ tục nhập khẩu vào thị trường nội địa, do đó chưa phải nộp thuế. Doanh nghiệp chỉ mở tờ khai nhập khẩu và nộp thuế cho phần hàng thực sự rút ra tiêu thụ trong nước; phần còn lại có thể tái xuất sang nước thứ ba mà không phát sinh thuế nhập khẩu. Thời hạn gửi kho là 12 tháng kể từ ngày hàng được đưa vào kho và có thể được gia hạn khi có lý do chính đáng.

Mô hình này đặc biệt phù hợp với ba nhóm doanh nghiệp: nhà phân phối hàng tiêu dùng và thực phẩm nhập khẩu có nhiều mã hàng; nhà máy cần dự trữ linh kiện nhưng không muốn chôn vốn; và các công ty khu vực dùng Việt Nam làm điểm trung chuyển sang Campuchia, Lào hay các nước ASEAN khác. Trong kho ngoại quan, doanh nghiệp còn được thực hiện một số công việc như đóng gói lại, phân loại, dán nhãn và chia tách lô hàng.

Tuy vậy, kho ngoại quan không phải lúc nào cũng có lợi hơn. Phí lưu kho thường cao hơn kho thông thường, mỗi lần rút hàng đều phải mở tờ khai, và doanh nghiệp cần kế hoạch bán hàng đủ chính xác để không phải rút hàng quá nhỏ lẻ. Chúng tôi thường lập mô hình so sánh giữa chi phí lưu kho, chi phí thủ tục và lợi ích tài chính từ việc hoãn nộp thuế, tính theo lãi suất vốn vay thực tế của chính doanh nghiệp.

Lấy ví dụ một nhà phân phối nhập 40 container đồ uống không cồn mỗi quý, với tổng thuế nhập khẩu và thuế giá trị gia tăng khoảng 8 tỷ đồng. Nếu hàng được bán đều trong ba tháng, việc hoãn nộp thuế qua kho ngoại quan giúp doanh nghiệp không phải ứng trước bình quân khoảng 4 tỷ đồng. Với lãi suất vay 8% mỗi năm, khoản tiết kiệm là hơn 300 triệu đồng chi phí lãi vay mỗi năm. Con số cụ thể phụ thuộc vào cơ cấu hàng hóa, nhưng đủ để ban tài chính cân nhắc nghiêm túc.',
    'For many importers, paying import duty and VAT the moment goods are cleared puts a heavy strain on working capital, especially when stock arrives in large lots but sells gradually. A bonded warehouse is a fully legal and still under-used answer to that problem.

Under Vietnam''s Customs Law, goods brought from abroad into a bonded warehouse have not yet been imported into the domestic market, so no duty is due. The importer lodges an import declaration and pays tax only on the quantity actually withdrawn for local sale; the rest can be re-exported to a third country without any import duty. Goods may stay in bond for 12 months from the date they enter the warehouse, and the period can be extended when there is a valid reason.

The model suits three kinds of business in particular: distributors of imported consumer goods and food with many product lines; manufacturers that need buffer stock of components without tying up cash; and regional companies that use Vietnam as a hub for Cambodia, Laos or other ASEAN markets. Inside the bonded warehouse, companies may also carry out operations such as repacking, sorting, labelling and splitting consignments.

A bonded warehouse is not always the cheaper option, though. Storage rates are usually higher than in a general warehouse, every withdrawal needs its own declaration, and the sales forecast must be accurate enough to avoid very small, frequent releases. We usually build a model that compares storage and paperwork costs with the financial benefit of deferring tax, using the client''s own borrowing rate.

Take a distributor importing 40 containers of soft drinks a quarter, with import duty and VAT of about VND 8 billion. If the stock sells evenly over three months, deferring tax through a bonded warehouse means the company no longer pre-finances around VND 4 billion on average. At a borrowing rate of 8% a year, that saves more than VND 300 million in interest annually. The exact figure depends on the product mix, but it is enough for any finance director to take a serious look.',
    'Trần Thị Thu Hà',
    '2026-04-08T08:00:00Z',
    '/images/blog/bonded-warehouse-cash-flow-for-importers.svg',
    5
);
INSERT INTO blog_posts (slug, title_vi, title_en, description_vi, description_en, content_vi, content_en, author, published_at, image_url, sort_order) VALUES (
    'incoterms-2020-fob-cif-ddp-for-exporters',
    'FOB, CIF hay DDP: chọn điều kiện Incoterms 2020 nào cho nhà xuất khẩu Việt Nam?',
    'FOB, CIF or DDP: choosing the right Incoterms 2020 rule as a Vietnamese exporter',
    'Mỗi điều kiện Incoterms phân chia chi phí và rủi ro theo một cách khác nhau. Hiểu đúng giúp doanh nghiệp báo giá chính xác và giữ quyền chủ động với lô hàng.',
    'Each Incoterms rule splits costs and risks differently. Getting it right helps you quote accurately and stay in control of your shipments.',
    'Incoterms quyết định ai trả khoản chi phí nào và rủi ro chuyển từ người bán sang người mua tại thời điểm nào. Đây không chỉ là chuyện pháp lý: chọn sai điều kiện có thể khiến doanh nghiệp mất quyền kiểm soát lô hàng, gánh những chi phí không lường trước, hoặc bỏ lỡ cơ hội cải thiện biên lợi nhuận từ khâu vận tải.

FOB vẫn là điều kiện phổ biến nhất với hàng xuất khẩu của Việt Nam. Người bán giao hàng lên tàu tại cảng xếp, người mua tự thuê tàu và mua bảo hiểm. Ưu điểm là đơn giản và ít rủi ro cho người bán; nhược điểm là người bán phụ thuộc vào hãng tàu hoặc đại lý do người mua chỉ định. Cần lưu ý FOB chỉ dùng cho vận tải đường biển và đường thủy nội địa; với hàng container giao tại bãi hoặc tại kho, FCA phản ánh đúng hơn thời điểm chuyển giao rủi ro.

Với CIF, người bán thuê tàu và mua bảo hiểm đến cảng đích, nhưng rủi ro vẫn chuyển sang người mua từ khi hàng đã được xếp lên tàu tại cảng đi. Theo Incoterms 2020, bảo hiểm trong CIF chỉ bắt buộc ở mức tối thiểu theo điều kiện ICC (C) của Viện những người bảo hiểm London, trong khi CIP yêu cầu mức cao nhất theo điều kiện ICC (A). Người bán chủ động được lịch tàu và có thể đàm phán cước, nhưng phải theo dõi sát biến động giá cước để không bị lỗ khi đã chốt giá bán.

DDP là mức cam kết cao nhất: người bán chịu mọi chi phí và rủi ro đến tận kho người mua, bao gồm thuế nhập khẩu và các loại thuế khác ở nước đến. Điều kiện này chỉ nên dùng khi doanh nghiệp có đối tác logistics và đại lý hải quan tin cậy tại nước nhập khẩu, hoặc có pháp nhân ở đó để đứng tên nhà nhập khẩu. Nhiều doanh nghiệp chọn DAP để giao hàng tận nơi nhưng vẫn để người mua tự làm thủ tục nhập khẩu và nộp thuế.

[Công cụ chuyển đổi Incoterms](/tools/incoterms-calculator) trên trang web của chúng tôi giúp ước tính giá EXW, FOB, CIF và DDP từ cùng một bộ dữ liệu đầu vào, để bộ phận kinh doanh thấy rõ từng khoản chi phí trước khi báo giá. Kết quả chỉ mang tính tham khảo; với những hợp đồng lớn, hãy để chúng tôi cùng rà soát điều khoản giao hàng, bảo hiểm và thanh toán.',
    'Incoterms decide who pays for what and at which point risk passes from seller to buyer. This is not only a legal matter: the wrong rule can cost you control of the shipment, leave you with unexpected charges, or mean you miss a chance to improve your margin on transport.

FOB remains the most common rule for Vietnamese exports. The seller delivers the goods on board the vessel at the port of loading, and the buyer books the freight and buys insurance. It is simple and low-risk for the seller; the drawback is that the seller depends on the carrier or forwarder nominated by the buyer. Note that FOB is meant for sea and inland waterway transport only; for containers handed over at a terminal or a warehouse, FCA reflects the transfer of risk more accurately.

Under CIF, the seller books the freight and buys insurance to the destination port, but risk still passes to the buyer once the goods are on board at the port of loading. Incoterms 2020 only require minimum cover under Institute Cargo Clauses (C) for CIF, whereas CIP requires the highest level, Clauses (A). The seller controls the sailing schedule and can negotiate freight, but must watch rate movements closely to avoid a loss once the sales price is fixed.

DDP is the most demanding commitment: the seller bears all costs and risks up to the buyer''s door, including import duty and other taxes in the destination country. It should only be used when you have a reliable logistics partner and customs broker in the importing country, or your own entity there to act as importer of record. Many exporters prefer DAP, delivering to the door while leaving import clearance and duties to the buyer.

The [Incoterms converter](/tools/incoterms-calculator?lang=en) on our website estimates EXW, FOB, CIF and DDP prices from a single set of inputs, so your sales team can see every cost item before quoting. Results are for reference only; for larger contracts, let us review the delivery, insurance and payment terms with you.',
    'Phạm Ngọc Anh',
    '2026-02-12T08:00:00Z',
    NULL,
    6
);

-- Testimonials: no avatars, the UI shows initials.
INSERT INTO testimonials (name_vi, name_en, position_vi, position_en, company_vi, company_en, content_vi, content_en, avatar_url, sort_order) VALUES (
    'Nguyễn Thị Lan',
    'Nguyen Thi Lan',
    'Giám đốc Chuỗi cung ứng',
    'Supply Chain Director',
    'Công ty CP Thủy sản Kim Ngân',
    'Kim Ngan Seafood JSC',
    'Chúng tôi từng nghĩ chuyển tải ở Singapore là điều không tránh khỏi. Từ khi chuyển sang tuyến đi thẳng từ Cái Mép, hàng đến Rotterdam sớm hơn chín ngày và khách hàng châu Âu không còn phàn nàn về nhiệt độ. Hiếm có đội tư vấn nào am hiểu cả thủ tục hải quan lẫn vận hành kho lạnh như vậy.',
    'We used to think transshipment in Singapore was unavoidable. Since we moved to direct sailings from Cái Mép, our containers reach Rotterdam nine days earlier and our European buyers no longer complain about temperatures. It is rare to find advisers who understand customs and cold-store operations equally well.',
    NULL,
    1
);
INSERT INTO testimonials (name_vi, name_en, position_vi, position_en, company_vi, company_en, content_vi, content_en, avatar_url, sort_order) VALUES (
    'Trần Quốc Hưng',
    'Tran Quoc Hung',
    'Trưởng phòng Xuất nhập khẩu',
    'Head of Import-Export',
    'Công ty TNHH Nội thất Mộc Phát',
    'Moc Phat Furniture Co., Ltd.',
    'Trước đây tháng nào phòng kế toán cũng nhận hóa đơn phí lưu container mà không ai giải thích được vì sao. Giờ đây mỗi container đều có hạn miễn phí hiển thị trên một bảng theo dõi chung, xưởng và phòng xuất nhập khẩu nhìn cùng một số liệu. Khoản phí đó gần như đã biến mất.',
    'Every month our accounts team used to receive demurrage invoices that nobody could explain. Now every container''s free-time deadline sits on one shared tracking board, and the workshop and the export team look at the same numbers. Those charges have all but disappeared.',
    NULL,
    2
);
INSERT INTO testimonials (name_vi, name_en, position_vi, position_en, company_vi, company_en, content_vi, content_en, avatar_url, sort_order) VALUES (
    'Markus Weber',
    'Markus Weber',
    'Trưởng bộ phận Thu mua khu vực châu Á',
    'Head of Procurement, Asia',
    'Nordwind Handels GmbH (Đức)',
    'Nordwind Handels GmbH (Germany)',
    'Chúng tôi mua đồ gia dụng từ nhiều nhà cung cấp ở cả miền Bắc và miền Nam Việt Nam. Việc gom hàng, kiểm tra C/O mẫu EUR.1 và đặt chỗ luôn được xử lý gọn gàng, đúng hạn, kèm báo cáo rõ ràng bằng tiếng Anh. Đó là lý do chúng tôi đã bước sang năm hợp tác thứ ba.',
    'We buy homeware from several suppliers in both northern and southern Vietnam. Consolidation, EUR.1 checks and bookings are always handled cleanly and on time, with clear reporting in English. That is why we are now in our third year of working together.',
    NULL,
    3
);
INSERT INTO testimonials (name_vi, name_en, position_vi, position_en, company_vi, company_en, content_vi, content_en, avatar_url, sort_order) VALUES (
    'Kim Ji-hoon',
    'Kim Ji-hoon',
    'Giám đốc Nhà máy',
    'Plant Director',
    'Công ty TNHH Hanbit Precision Vina',
    'Hanbit Precision Vina Co., Ltd.',
    'Nhà máy của chúng tôi ở Bắc Ninh không thể dừng dây chuyền chỉ vì thiếu một linh kiện. Phương án kết hợp xe qua cửa khẩu Hữu Nghị với kho ngoại quan giúp chúng tôi nhận hàng nhanh hơn mà vẫn giữ tồn kho ở mức thấp. Đội ngũ phản hồi rất nhanh, kể cả vào cuối tuần.',
    'Our plant in Bắc Ninh cannot stop a line for want of a single component. Combining trucks through the Hữu Nghị border gate with a bonded warehouse gets parts to us faster while keeping inventory low. The team responds quickly, even at weekends.',
    NULL,
    4
);
INSERT INTO testimonials (name_vi, name_en, position_vi, position_en, company_vi, company_en, content_vi, content_en, avatar_url, sort_order) VALUES (
    'Lê Thị Mai Phương',
    'Le Thi Mai Phuong',
    'Giám đốc Vận hành',
    'Chief Operating Officer',
    'Công ty CP Sài Gòn Home',
    'Saigon Home JSC',
    'Chúng tôi không hề biết mình đang nộp thừa thuế nhập khẩu cho đến khi được rà soát lại mã HS và C/O. Dự án trung tâm phân phối cũng được triển khai bài bản: cửa hàng nhận hàng đúng lịch, và lần đầu tiên số liệu tồn kho khớp với thực tế.',
    'We had no idea we were overpaying import duty until our HS codes and certificates of origin were reviewed. The distribution centre project was run just as carefully: stores receive stock on schedule, and for the first time our inventory figures match reality.',
    NULL,
    5
);
INSERT INTO testimonials (name_vi, name_en, position_vi, position_en, company_vi, company_en, content_vi, content_en, avatar_url, sort_order) VALUES (
    'Sarah Mitchell',
    'Sarah Mitchell',
    'Trưởng phòng Tìm nguồn hàng',
    'Sourcing Manager',
    'Coastal Fresh Imports (Úc)',
    'Coastal Fresh Imports (Australia)',
    'Nhập thanh long và xoài từ Việt Nam đòi hỏi kiểm soát nhiệt độ và kiểm dịch rất chặt chẽ. Họ làm việc trực tiếp với cơ sở đóng gói, theo dõi nhiệt độ container theo thời gian thực và chuẩn bị hồ sơ từ trước khi hàng rời cảng. Tỷ lệ hàng hư hỏng của chúng tôi đã giảm rõ rệt.',
    'Importing dragon fruit and mango from Vietnam demands tight temperature control and strict quarantine compliance. They work directly with the packing houses, monitor container temperatures in real time and have the paperwork ready before the cargo leaves port. Our spoilage rate has dropped noticeably.',
    NULL,
    6
);
