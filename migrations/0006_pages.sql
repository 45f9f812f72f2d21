-- Schema v6: the five standing pages (docs/decisions-spec.md §8): About, FAQ, Support, Privacy, Terms.
-- Their text lives here so that the owner edits it in the console; an installation that
-- upgrades gets the same first text as a new one.
--
-- Body format (plain text, never HTML; the site renders it as text):
--   a blank line separates blocks; a line starting with "## " is a heading; "### " is a
--   question on the FAQ page (the blocks after it, up to the next "### " or "## ", are its
--   answer, and feed the page's FAQPage JSON-LD); lines starting with "- " are a bulleted
--   list. The placeholders {companyName}, {legalName}, {email}, {phone} and {address} are
--   replaced with the current values from Settings when the page is shown.

CREATE TABLE pages (
    slug           TEXT PRIMARY KEY NOT NULL
                   CHECK (slug IN ('about', 'faq', 'support', 'privacy', 'terms')),
    title_vi       TEXT NOT NULL,
    title_en       TEXT NOT NULL,
    description_vi TEXT NOT NULL,
    description_en TEXT NOT NULL,
    body_vi        TEXT NOT NULL,
    body_en        TEXT NOT NULL,
    published      INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
    updated_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TRIGGER pages_changed_insert AFTER INSERT ON pages BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER pages_changed_update AFTER UPDATE ON pages BEGIN UPDATE content_version SET version = version + 1; END;
CREATE TRIGGER pages_changed_delete AFTER DELETE ON pages BEGIN UPDATE content_version SET version = version + 1; END;

INSERT INTO pages (slug, title_vi, title_en, description_vi, description_en, body_vi, body_en) VALUES (
    'about',
    'Về chúng tôi',
    'About us',
    'Đội ngũ tư vấn chuỗi cung ứng và logistics tại TP. Hồ Chí Minh, đồng hành cùng nhà nhập khẩu, nhà xuất khẩu và công ty giao nhận Việt Nam.',
    'A supply chain and logistics consultancy in Ho Chi Minh City, working with Vietnamese importers, exporters and forwarders.',
    '{companyName} là đơn vị tư vấn chuỗi cung ứng và logistics độc lập, đặt văn phòng tại TP. Hồ Chí Minh. Chúng tôi giúp doanh nghiệp xuất nhập khẩu đưa hàng đi và về nhanh hơn, đúng quy định hơn và với tổng chi phí thấp hơn.

## Chúng tôi làm gì

Phần lớn khách hàng tìm đến chúng tôi khi chi phí logistics tăng mà không rõ lý do, khi một lô hàng bị kẹt ở khâu thông quan, hoặc khi doanh nghiệp chuẩn bị mở thị trường mới. Chúng tôi bắt đầu từ số liệu thực tế của doanh nghiệp: hóa đơn cước, tờ khai hải quan, lịch tàu, phí lưu container, rồi đề xuất thay đổi có thể đo lường được.

- Tư vấn chuỗi cung ứng: lập bản đồ dòng hàng, tính tổng chi phí hàng về kho, chọn điều kiện Incoterms và cảng phù hợp
- Vận tải biển, hàng không và đường bộ: đặt chỗ, theo dõi lô hàng, kiểm soát phí DEM/DET
- Thủ tục hải quan và chứng từ: phân loại mã HS, chứng nhận xuất xứ để hưởng ưu đãi FTA, kiểm tra chuyên ngành
- Kho bãi và phân phối: thiết kế mạng lưới kho, lựa chọn đối tác 3PL

## Cách chúng tôi làm việc

- Minh bạch: báo giá tách riêng cước và từng khoản phụ phí, không có chi phí ẩn
- Dựa trên số liệu: mỗi đề xuất đi kèm con số trước và sau để doanh nghiệp tự kiểm chứng
- Một đầu mối: mỗi khách hàng có một chuyên viên phụ trách, trả lời bằng tiếng Việt hoặc tiếng Anh
- Đúng quy định: chúng tôi cập nhật thường xuyên các thay đổi về hải quan, thuế và hiệp định thương mại

## Các công cụ miễn phí

Trên trang web này, doanh nghiệp có thể tự quy đổi giá theo Incoterms, so sánh cước biển, theo dõi thời gian miễn phí lưu container và tra cứu mã HS. Kết quả chỉ mang tính tham khảo; khi cần con số chính xác cho một lô hàng cụ thể, hãy gửi yêu cầu để chuyên viên của chúng tôi kiểm tra.

## Thông tin doanh nghiệp

{legalName}
Địa chỉ: {address}
Điện thoại: {phone}
E-mail: {email}',
    '{companyName} is an independent supply chain and logistics consultancy based in Ho Chi Minh City. We help importers and exporters move goods faster, stay compliant and lower their total landed cost.

## What we do

Most clients come to us when logistics costs rise for no clear reason, when a shipment is stuck in customs clearance, or when they are about to open a new market. We start from the company''s own data: freight invoices, customs declarations, sailing schedules and container charges, and propose changes whose effect can be measured.

- Supply chain consulting: flow mapping, total landed cost, the right Incoterms rule and ports
- Sea, air and road freight: booking, shipment tracking and demurrage and detention control
- Customs and trade documents: HS classification, certificates of origin for FTA preferences, specialised inspections
- Warehousing and distribution: warehouse network design and the choice of 3PL partners

## How we work

- Transparent: quotes show freight and every surcharge separately, with no hidden costs
- Data first: every recommendation comes with before-and-after figures you can check yourself
- One point of contact: each client has a named consultant who answers in Vietnamese or English
- Compliant: we follow changes to customs rules, taxes and trade agreements closely

## Free tools

On this site you can convert prices between Incoterms rules, compare sea freight options, track container free time and look up HS codes yourself. The results are for reference only; when you need exact figures for a specific shipment, send us an enquiry and one of our consultants will check them.

## Company details

{legalName}
Address: {address}
Phone: {phone}
E-mail: {email}'
);

INSERT INTO pages (slug, title_vi, title_en, description_vi, description_en, body_vi, body_en) VALUES (
    'faq',
    'Câu hỏi thường gặp',
    'Frequently asked questions',
    'Giải đáp về dịch vụ tư vấn logistics, báo giá, thủ tục hải quan, Incoterms, phí lưu container và các công cụ tính toán miễn phí.',
    'Answers about our logistics consulting, quotes, customs clearance, Incoterms, container charges and the free calculators.',
    '## Dịch vụ và báo giá

### Các bạn nhận tư vấn cho doanh nghiệp quy mô nào?
Chúng tôi làm việc với cả doanh nghiệp nhỏ mới bắt đầu xuất nhập khẩu lẫn nhà sản xuất có hàng trăm container mỗi tháng. Buổi trao đổi đầu tiên giúp hai bên xác định phạm vi công việc phù hợp với quy mô và ngân sách của doanh nghiệp.

### Buổi tư vấn đầu tiên có mất phí không?
Không. Buổi trao đổi đầu tiên, trực tiếp hoặc trực tuyến, khoảng 45 phút, hoàn toàn miễn phí. Sau buổi này chúng tôi gửi đề xuất phạm vi công việc và chi phí bằng văn bản.

### Bao lâu thì tôi nhận được báo giá?
Với một lô hàng cụ thể có đủ thông tin (hàng hóa, số lượng, cảng đi, cảng đến, điều kiện giao hàng), chúng tôi gửi báo giá trong vòng một ngày làm việc. Với dự án tư vấn, đề xuất được gửi trong khoảng ba đến năm ngày làm việc.

## Hải quan và chứng từ

### Các bạn có hỗ trợ phân loại mã HS không?
Có. Chúng tôi kiểm tra mô tả hàng, thành phần, công dụng và tài liệu kỹ thuật để đề xuất mã HS, và khi cần thì hỗ trợ doanh nghiệp xin xác định trước mã số với cơ quan hải quan. Công cụ tra cứu mã HS trên trang web chỉ cho kết quả tham khảo.

### Làm sao để được hưởng thuế suất ưu đãi theo hiệp định thương mại tự do?
Hàng hóa phải đáp ứng quy tắc xuất xứ của hiệp định và có chứng từ chứng nhận xuất xứ phù hợp, ví dụ C/O mẫu E với hàng từ Trung Quốc theo ACFTA, hoặc EUR.1 hay tự chứng nhận xuất xứ theo EVFTA. Chúng tôi kiểm tra hồ sơ trước khi hàng về để tránh bị từ chối ưu đãi.

## Vận chuyển

### Phí DEM và DET khác nhau thế nào?
Demurrage (DEM) là phí lưu container tại bãi cảng sau khi hết thời gian miễn phí; detention (DET) là phí giữ container ngoài cảng, ví dụ khi container đã kéo về kho nhưng chưa trả rỗng. Công cụ theo dõi DEM/DET trên trang web giúp tính ngày hết thời gian miễn phí, có tính đến cuối tuần và ngày lễ.

### Tôi nên chọn FOB hay CIF khi nhập khẩu?
Khi mua theo FOB, người mua tự thuê tàu và mua bảo hiểm nên kiểm soát được cước và lịch tàu; khi mua theo CIF, người bán lo phần này nhưng người mua thường khó kiểm soát chi phí phát sinh tại cảng đến. Công cụ quy đổi Incoterms giúp so sánh tổng chi phí theo từng điều kiện.

## Trang web và dữ liệu

### Các công cụ tính toán có chính xác không?
Các công cụ dùng biểu cước và tỷ lệ mẫu để ước tính nhanh; kết quả chỉ mang tính tham khảo và không thay thế báo giá chính thức. Hãy gửi yêu cầu để nhận con số chính xác cho lô hàng của bạn.

### Thông tin tôi gửi qua biểu mẫu liên hệ được dùng vào việc gì?
Chỉ để trả lời yêu cầu của bạn. Chúng tôi không bán hay chia sẻ thông tin cho bên thứ ba vì mục đích tiếp thị. Chi tiết có trong Chính sách bảo mật.',
    '## Services and quotes

### What size of company do you work with?
We work with small businesses making their first shipments as well as manufacturers moving hundreds of containers a month. The first conversation helps both sides agree on a scope that fits your volumes and budget.

### Is the first consultation free?
Yes. The first conversation, in person or online, takes about 45 minutes and costs nothing. Afterwards we send a written proposal with the scope and the fee.

### How soon will I get a quote?
For a specific shipment with complete details (goods, quantity, port of loading, port of discharge and delivery terms) we quote within one working day. For a consulting project the proposal follows within three to five working days.

## Customs and documents

### Can you help with HS classification?
Yes. We review the description, composition, use and technical documents of the goods to propose an HS code and, where needed, help you apply to customs for an advance classification ruling. The HS code tool on this site gives reference results only.

### How do I get preferential duty under a free trade agreement?
The goods must meet the agreement''s rules of origin and come with the right proof of origin, for example a Form E certificate for goods from China under ACFTA, or an EUR.1 or a statement on origin under EVFTA. We check the documents before the goods arrive so that the preference is not refused.

## Shipping

### What is the difference between demurrage and detention?
Demurrage is charged for a container that stays in the port terminal after its free time; detention is charged for keeping the carrier''s container outside the port, for example at your warehouse before it is returned empty. The demurrage and detention tracker on this site works out when free time ends, weekends and public holidays included.

### Should I buy FOB or CIF when importing?
Buying FOB, you book the vessel and the insurance yourself and control freight and schedules; buying CIF, the seller arranges them, but charges at the destination port are often harder to control. The Incoterms calculator compares the total cost under each rule.

## This website and your data

### How accurate are the calculators?
The calculators use sample tariffs and rates for quick estimates; their results are for reference only and do not replace a formal quote. Send us an enquiry for exact figures for your shipment.

### What happens to the details I send through the contact form?
They are used only to answer your enquiry. We never sell them or share them with third parties for marketing. The Privacy policy has the details.'
);

INSERT INTO pages (slug, title_vi, title_en, description_vi, description_en, body_vi, body_en) VALUES (
    'support',
    'Hỗ trợ khách hàng',
    'Customer support',
    'Cách liên hệ đội ngũ hỗ trợ khi lô hàng gặp sự cố, cần chứng từ gấp hoặc cần tư vấn về hải quan và vận chuyển.',
    'How to reach our support team when a shipment runs into trouble, documents are urgent or you need advice on customs and freight.',
    'Khi lô hàng gặp sự cố, mỗi giờ đều có thể phát sinh chi phí. Trang này cho biết cách liên hệ nhanh nhất và những thông tin nên chuẩn bị sẵn.

## Liên hệ

- Điện thoại: {phone}, trong giờ làm việc
- E-mail: {email}, trả lời trong một ngày làm việc
- Biểu mẫu liên hệ trên trang web, phù hợp với yêu cầu báo giá và tư vấn
- Khách hàng đang có hợp đồng: liên hệ trực tiếp chuyên viên phụ trách

## Khi lô hàng gặp sự cố

Nếu container bị giữ kiểm tra, sắp hết thời gian miễn phí lưu container hoặc chứng từ bị sai, hãy gọi điện thay vì gửi e-mail. Xin chuẩn bị sẵn:

- Số vận đơn (B/L) hoặc số booking, số container
- Số tờ khai hải quan, nếu đã mở tờ khai
- Cảng đi, cảng đến và ngày tàu đến dự kiến
- Ảnh chụp hoặc bản sao thông báo của hãng tàu, cảng hoặc cơ quan hải quan

## Yêu cầu về dữ liệu cá nhân

Để xem, sửa hoặc xóa thông tin cá nhân bạn đã gửi cho chúng tôi, hoặc để hủy đăng ký nhận bản tin, hãy gửi e-mail tới {email} với tiêu đề "Dữ liệu cá nhân". Mỗi bản tin cũng có đường dẫn hủy đăng ký ở cuối thư. Chi tiết có trong Chính sách bảo mật.

## Góp ý và khiếu nại

Chúng tôi ghi nhận mọi góp ý. Nếu bạn chưa hài lòng với dịch vụ, hãy gửi e-mail tới {email}; ban lãnh đạo của {companyName} sẽ phản hồi trong vòng ba ngày làm việc.',
    'When a shipment runs into trouble, every hour can cost money. This page tells you the fastest way to reach us and what to have at hand.

## Contact

- Phone: {phone}, during business hours
- E-mail: {email}, answered within one working day
- The contact form on this site, best for quotes and consulting requests
- Clients under contract: call your named consultant directly

## When a shipment is in trouble

If a container is held for inspection, its free time is about to run out or a document is wrong, call rather than e-mail. Please have ready:

- The bill of lading (B/L) or booking number and the container number
- The customs declaration number, if one has been opened
- Port of loading, port of discharge and the vessel''s expected arrival date
- A photo or copy of the notice from the carrier, the terminal or customs

## Requests about your personal data

To see, correct or delete personal data you have sent us, or to stop the newsletter, e-mail {email} with the subject "Personal data". Every newsletter also carries an unsubscribe link at the bottom. The Privacy policy has the details.

## Feedback and complaints

We welcome every comment. If you are not satisfied with our service, e-mail {email}; the management of {companyName} will reply within three working days.'
);

INSERT INTO pages (slug, title_vi, title_en, description_vi, description_en, body_vi, body_en) VALUES (
    'privacy',
    'Chính sách bảo mật',
    'Privacy policy',
    'Dữ liệu cá nhân mà biểu mẫu liên hệ và bản tin thu thập, mục đích, thời gian lưu giữ, ai được xem và cách bạn thực hiện quyền của mình theo pháp luật Việt Nam.',
    'What personal data the contact form and the newsletter collect, why, for how long, who sees it and how you exercise your rights under Vietnamese law.',
    'Chính sách này giải thích cách {legalName} ("chúng tôi") xử lý dữ liệu cá nhân của bạn khi bạn dùng trang web này, theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân và Luật Bảo vệ dữ liệu cá nhân.

## Bên kiểm soát và xử lý dữ liệu

{legalName}
Địa chỉ: {address}
E-mail: {email}
Điện thoại: {phone}

## Dữ liệu chúng tôi thu thập

Biểu mẫu liên hệ: họ tên, địa chỉ e-mail, tên công ty, số điện thoại (không bắt buộc), nội dung tin nhắn, ngôn ngữ bạn chọn và thời điểm gửi.

Đăng ký bản tin: địa chỉ e-mail, ngôn ngữ bạn chọn, trang nơi bạn đăng ký và thời điểm đăng ký.

Dữ liệu kỹ thuật: để chống gửi tự động và lạm dụng, máy chủ dùng địa chỉ IP của bạn trong bộ nhớ để giới hạn số lần gửi biểu mẫu; địa chỉ IP không được ghi vào cơ sở dữ liệu. Nhật ký máy chủ ghi đường dẫn, mã trạng thái và thời gian xử lý của mỗi yêu cầu, không ghi nội dung bạn gửi.

Trang web không dùng công cụ phân tích, quảng cáo hay theo dõi của bên thứ ba và không tải tài nguyên từ máy chủ khác. Lựa chọn ngôn ngữ của bạn được lưu ngay trên trình duyệt của bạn.

## Mục đích xử lý

- Trả lời yêu cầu tư vấn, báo giá và liên hệ lại với bạn theo cách bạn đề nghị
- Gửi bản tin về logistics và xuất nhập khẩu mà bạn đã đăng ký nhận
- Bảo vệ trang web khỏi thư rác và lạm dụng

Chúng tôi không bán dữ liệu cá nhân và không dùng dữ liệu từ biểu mẫu liên hệ để gửi quảng cáo nếu bạn không đồng ý.

## Căn cứ xử lý

Bạn đồng ý khi chủ động gửi biểu mẫu liên hệ hoặc đăng ký bản tin. Bạn có thể rút lại sự đồng ý bất cứ lúc nào; việc rút lại không ảnh hưởng đến việc xử lý đã diễn ra trước đó.

## Thời gian lưu giữ

- Yêu cầu liên hệ: tối đa 24 tháng kể từ lần trao đổi cuối cùng, sau đó được xóa, trừ khi yêu cầu đã dẫn đến hợp đồng và pháp luật buộc chúng tôi lưu chứng từ lâu hơn
- Đăng ký bản tin: cho đến khi bạn hủy đăng ký; khi hủy, địa chỉ e-mail của bạn được xóa khỏi danh sách
- Nhật ký máy chủ: tối đa 90 ngày

## Ai được xem dữ liệu

- Nhân viên của {companyName} phụ trách trả lời yêu cầu và quản trị trang web
- Nhà cung cấp máy chủ và dịch vụ e-mail mà chúng tôi thuê để vận hành trang web và gửi thư, chỉ trong phạm vi cần thiết và theo hợp đồng có điều khoản bảo mật
- Cơ quan nhà nước có thẩm quyền, khi pháp luật yêu cầu

Nếu máy chủ hoặc dịch vụ e-mail đặt ngoài lãnh thổ Việt Nam, việc chuyển dữ liệu ra nước ngoài được thực hiện theo quy định của pháp luật về bảo vệ dữ liệu cá nhân.

## Quyền của bạn

Theo pháp luật Việt Nam về bảo vệ dữ liệu cá nhân, bạn có quyền:

- Được biết về việc xử lý dữ liệu cá nhân của mình
- Đồng ý hoặc không đồng ý, và rút lại sự đồng ý
- Truy cập, xem và yêu cầu cung cấp bản sao dữ liệu của mình
- Yêu cầu chỉnh sửa dữ liệu không chính xác
- Yêu cầu xóa dữ liệu, hạn chế hoặc phản đối việc xử lý dữ liệu
- Khiếu nại, tố cáo, khởi kiện và yêu cầu bồi thường thiệt hại theo quy định của pháp luật

Để thực hiện các quyền này, hãy gửi e-mail tới {email} với tiêu đề "Dữ liệu cá nhân", nêu rõ yêu cầu và địa chỉ e-mail bạn đã dùng khi gửi biểu mẫu. Chúng tôi có thể đề nghị bạn xác minh danh tính trước khi thực hiện, và sẽ trả lời trong thời hạn pháp luật quy định. Để hủy đăng ký bản tin, bạn cũng có thể dùng đường dẫn ở cuối mỗi bản tin.

Nếu cho rằng quyền của mình bị vi phạm, bạn có thể gửi phản ánh tới cơ quan chuyên trách bảo vệ dữ liệu cá nhân thuộc Bộ Công an.

## Bảo mật dữ liệu

Dữ liệu được lưu trên máy chủ do chúng tôi quản lý; chỉ người có tài khoản quản trị mới xem được, mật khẩu được lưu dưới dạng băm và kết nối được mã hóa khi trang web chạy qua HTTPS. Nếu xảy ra sự cố lộ lọt dữ liệu, chúng tôi sẽ thông báo cho cơ quan có thẩm quyền và cho bạn theo quy định.

## Thay đổi chính sách

Khi chính sách này thay đổi, phiên bản mới được đăng tại trang này kèm ngày cập nhật.',
    'This policy explains how {legalName} ("we") handles your personal data when you use this website, under Decree 13/2023/ND-CP on personal data protection and the Law on Personal Data Protection of Vietnam.

## Who is responsible for your data

{legalName}
Address: {address}
E-mail: {email}
Phone: {phone}

## What we collect

Contact form: your name, e-mail address, company, phone number (optional), your message, the language you chose and when you sent it.

Newsletter: your e-mail address, the language you chose, the page you signed up on and when you signed up.

Technical data: to stop automated and abusive use, the server keeps your IP address in memory to limit how often a form can be sent; the IP address is never written to the database. The server log records the path, status and processing time of each request, never what you sent.

The site uses no third-party analytics, advertising or tracking, and loads nothing from other servers. Your language choice is stored in your own browser.

## Why we use it

- To answer your request for advice or a quote and to get back to you the way you asked
- To send the logistics and trade newsletter you signed up for
- To protect the site from spam and abuse

We never sell personal data, and we do not use what you send through the contact form for marketing unless you agree.

## Legal basis

You give your consent when you send the contact form or sign up for the newsletter. You can withdraw it at any time; withdrawing does not affect processing that took place before.

## How long we keep it

- Enquiries: at most 24 months after our last exchange, then deleted, unless the enquiry led to a contract and the law requires us to keep the records longer
- Newsletter subscriptions: until you unsubscribe; your address is then removed from the list
- Server logs: at most 90 days

## Who sees it

- The staff of {companyName} who answer enquiries and run the website
- The hosting and e-mail providers we use to run the site and send e-mail, only as far as needed and under contracts with confidentiality terms
- Competent state authorities, where the law requires it

If the server or the e-mail service is located outside Vietnam, any transfer of data abroad follows the rules of Vietnamese personal data protection law.

## Your rights

Under Vietnam''s personal data protection rules you have the right to:

- Be informed about the processing of your personal data
- Consent or refuse, and withdraw your consent
- Access your data and ask for a copy
- Have inaccurate data corrected
- Have your data deleted, and restrict or object to its processing
- Complain, denounce, sue and claim damages as provided by law

To exercise these rights, e-mail {email} with the subject "Personal data", saying what you ask for and the e-mail address you used on the form. We may ask you to confirm your identity first, and we will answer within the time limits set by law. To stop the newsletter you can also use the link at the bottom of every issue.

If you believe your rights have been infringed, you may report it to the personal data protection authority of the Ministry of Public Security.

## Security

The data is kept on a server we manage; only people with an owner account can see it, passwords are stored hashed and connections are encrypted when the site runs over HTTPS. If a data breach occurs, we will notify the competent authority and you as the law requires.

## Changes to this policy

When this policy changes, the new version is published on this page with the date it was updated.'
);

INSERT INTO pages (slug, title_vi, title_en, description_vi, description_en, body_vi, body_en) VALUES (
    'terms',
    'Điều khoản sử dụng',
    'Terms of use',
    'Điều kiện sử dụng trang web, các công cụ tính toán miễn phí và nội dung do chúng tôi cung cấp.',
    'The conditions for using this website, its free calculators and the content we publish.',
    'Khi sử dụng trang web của {companyName}, bạn đồng ý với các điều khoản dưới đây. Trang web do {legalName} vận hành.

## Nội dung trên trang web

Bài viết, nghiên cứu điển hình và thông tin dịch vụ nhằm cung cấp kiến thức chung về logistics và xuất nhập khẩu. Quy định về hải quan, thuế và vận tải thay đổi thường xuyên; nội dung trên trang không phải là tư vấn pháp lý hay tư vấn thuế cho một trường hợp cụ thể.

## Công cụ tính toán

Các công cụ quy đổi Incoterms, so sánh cước biển, theo dõi phí lưu container và phân tích mã HS dùng biểu cước, tỷ lệ và dữ liệu mẫu. Kết quả chỉ mang tính tham khảo, không phải báo giá và không ràng buộc {companyName}. Trước khi ký hợp đồng, khai báo hải quan hay thanh toán, hãy kiểm tra lại với hãng tàu, cơ quan hải quan hoặc chuyên viên của chúng tôi.

## Báo giá và hợp đồng

Báo giá chỉ có giá trị khi được gửi bằng văn bản và trong thời hạn ghi trên báo giá. Dịch vụ được cung cấp theo hợp đồng ký giữa hai bên; khi có khác biệt, hợp đồng được ưu tiên áp dụng.

## Sử dụng hợp lệ

Bạn không được dùng trang web để gửi thư rác, thông tin sai sự thật hay nội dung vi phạm pháp luật, không được cố truy cập trái phép vào khu vực quản trị hoặc làm gián đoạn hoạt động của trang web.

## Sở hữu trí tuệ

Nội dung, hình ảnh và mã nguồn của trang web thuộc quyền sở hữu của {legalName} hoặc được sử dụng hợp pháp. Bạn có thể trích dẫn ngắn kèm đường dẫn về trang gốc; việc sao chép toàn bộ cần có sự đồng ý bằng văn bản.

## Giới hạn trách nhiệm

Trong phạm vi pháp luật cho phép, {companyName} không chịu trách nhiệm về thiệt hại phát sinh từ việc sử dụng kết quả của công cụ tính toán hay nội dung tham khảo trên trang web mà không có xác nhận bằng văn bản của chúng tôi.

## Dữ liệu cá nhân

Cách chúng tôi xử lý dữ liệu cá nhân được nêu trong Chính sách bảo mật.

## Luật áp dụng

Các điều khoản này được điều chỉnh bởi pháp luật Việt Nam. Tranh chấp trước hết được giải quyết bằng thương lượng; nếu không thành, tranh chấp được đưa ra tòa án có thẩm quyền tại Việt Nam.

## Liên hệ

{legalName}, {address}. E-mail: {email}. Điện thoại: {phone}.',
    'By using the website of {companyName} you accept the terms below. The site is run by {legalName}.

## Content on this site

Articles, case studies and service descriptions provide general knowledge about logistics and international trade. Customs, tax and transport rules change often; nothing on this site is legal or tax advice for a specific case.

## Calculators

The Incoterms, sea freight, demurrage and detention and HS code tools use sample tariffs, rates and data. Their results are for reference only; they are not a quote and do not bind {companyName}. Before you sign a contract, file a customs declaration or pay, check the figures with the carrier, customs or one of our consultants.

## Quotes and contracts

A quote is valid only when given in writing and within the validity stated on it. Services are provided under a contract signed by both parties; where the two differ, the contract prevails.

## Acceptable use

You may not use this site to send spam, false information or unlawful content, try to gain unauthorised access to its administration area, or disrupt its operation.

## Intellectual property

The content, images and code of this site belong to {legalName} or are used lawfully. You may quote short extracts with a link to the original page; copying whole pages needs our written consent.

## Limitation of liability

To the extent the law allows, {companyName} is not liable for losses arising from relying on the calculators'' results or the reference content of this site without our written confirmation.

## Personal data

How we handle personal data is described in the Privacy policy.

## Governing law

These terms are governed by the laws of Vietnam. Disputes are first settled by negotiation; failing that, they go to the competent court in Vietnam.

## Contact

{legalName}, {address}. E-mail: {email}. Phone: {phone}.'
);
