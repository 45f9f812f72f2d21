-- The privacy page says what the visit counting counts (docs/decisions-spec.md §16). Only a text
-- still as the first migration wrote it is replaced: an owner's own edit is kept (each
-- language on its own).
UPDATE pages SET body_vi = 'Chính sách này giải thích cách {legalName} ("chúng tôi") xử lý dữ liệu cá nhân của bạn khi bạn dùng trang web này, theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân và Luật Bảo vệ dữ liệu cá nhân.

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

## Đếm lượt truy cập

Trang web tự đếm lượt truy cập để biết trang và công cụ nào hữu ích, không dùng cookie và không dùng dịch vụ của bên thứ ba. Với mỗi trang bạn xem và mỗi lần bạn dùng công cụ tính toán (tính, xuất PDF, sao chép liên kết, yêu cầu báo giá), máy chủ ghi lại: đường dẫn của trang, tên miền của trang đã dẫn bạn đến (không phải toàn bộ địa chỉ), các tham số utm_source, utm_medium và utm_campaign nếu có, ngôn ngữ của trang và loại thiết bị (điện thoại, máy tính bảng hay máy tính).

Để tính mỗi người một lần mỗi ngày, máy chủ tạo một mã băm từ địa chỉ IP, chuỗi nhận dạng trình duyệt (user agent) và một giá trị ngẫu nhiên chỉ dùng trong ngày đó, chỉ nằm trong bộ nhớ và bị xóa khi hết ngày. Địa chỉ IP và chuỗi nhận dạng trình duyệt không bao giờ được ghi lại; khi ngày đã qua, không ai, kể cả chúng tôi, biết được một mã băm là của ai. Khi bạn gửi biểu mẫu liên hệ, trang đầu tiên bạn vào, nguồn đã dẫn bạn đến và công cụ bạn dùng trong ngày được ghi kèm yêu cầu, để chúng tôi biết kênh nào hiệu quả.

Trình duyệt bật Global Privacy Control (Sec-GPC) và các chương trình tự động (bot) không được đếm.

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
- Số liệu đếm lượt truy cập: từng lượt xem và sự kiện trong 30 ngày, sau đó chỉ còn tổng số theo ngày

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

Khi chính sách này thay đổi, phiên bản mới được đăng tại trang này kèm ngày cập nhật.'
 WHERE slug = 'privacy' AND body_vi = 'Chính sách này giải thích cách {legalName} ("chúng tôi") xử lý dữ liệu cá nhân của bạn khi bạn dùng trang web này, theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân và Luật Bảo vệ dữ liệu cá nhân.

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

Khi chính sách này thay đổi, phiên bản mới được đăng tại trang này kèm ngày cập nhật.';

UPDATE pages SET body_en = 'This policy explains how {legalName} ("we") handles your personal data when you use this website, under Decree 13/2023/ND-CP on personal data protection and the Law on Personal Data Protection of Vietnam.

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

## Visit counting

The site counts its own visits to learn which pages and tools are useful, without cookies and without any third-party service. For each page you view and each time you use a calculator (calculate, export a PDF, copy a link, request a quote), the server records: the page''s path, the domain of the page that sent you here (not its full address), the utm_source, utm_medium and utm_campaign parameters when there are any, the page''s language and the kind of device (phone, tablet or computer).

To count each person once a day, the server makes a hash of your IP address, your browser''s identification string (user agent) and a random value used for that day only, kept in memory only and deleted when the day ends. Your IP address and user agent are never written down; once the day is over nobody, us included, can tell whose a hash was. When you send the contact form, the first page of your visit, where you came from and the calculator you used that day are recorded with your enquiry, so that we know which channels work.

Browsers with Global Privacy Control (Sec-GPC) turned on, and automated programs (bots), are not counted.

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
- Visit counts: each page view and event for 30 days, then only the daily totals

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
 WHERE slug = 'privacy' AND body_en = 'This policy explains how {legalName} ("we") handles your personal data when you use this website, under Decree 13/2023/ND-CP on personal data protection and the Law on Personal Data Protection of Vietnam.

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

When this policy changes, the new version is published on this page with the date it was updated.';
