import { defineDictionary } from '@/i18n/dictionary'

export const blogText = defineDictionary(
  'blog',
  {
    heroBadge: 'Blog',
    heroTitle: 'Kiến thức logistics và xuất nhập khẩu',
    heroSubtitle:
      'Phân tích thực tế về hải quan, Incoterms, cảng biển và chuỗi cung ứng từ đội ngũ tư vấn của chúng tôi.',
    featured: 'Bài viết nổi bật',
    latest: 'Bài viết mới nhất',
    readArticle: 'Đọc bài viết',
    read: 'Đọc tiếp',
    showLess: 'Thu gọn',
    author: 'Tác giả:',
    publishedOn: 'Ngày đăng:',
    readingTime: (minutes: number) => `${minutes} phút đọc`,
    imageAlt: (title: string) => `Ảnh minh họa bài viết: ${title}`,
    empty: 'Chưa có bài viết nào. Vui lòng quay lại sau.',
    newsletterTitle: 'Đăng ký nhận bản tin',
    newsletterText:
      'Nhận qua email các bài phân tích mới về thủ tục hải quan, cước vận tải và chuỗi cung ứng tại Việt Nam.',
    emailLabel: 'Địa chỉ email của bạn',
    emailPlaceholder: 'email@congty.vn',
    subscribe: 'Đăng ký',
    subscribedTitle: 'Cảm ơn bạn đã đăng ký!',
    newsletterConsent:
      'Bạn đăng ký nhận bản tin của chúng tôi qua email và có thể hủy đăng ký bất cứ lúc nào. Chúng tôi chỉ dùng địa chỉ này để gửi bản tin.',
  },
  {
    heroBadge: 'Blog',
    heroTitle: 'Logistics and trade insights',
    heroSubtitle: 'Practical analysis of customs, Incoterms, ports and supply chains from our consulting team.',
    featured: 'Featured article',
    latest: 'Latest articles',
    readArticle: 'Read Article',
    read: 'Read',
    showLess: 'Show less',
    author: 'Author:',
    publishedOn: 'Published:',
    readingTime: (minutes: number) => `${minutes} min read`,
    imageAlt: (title: string) => `Illustration for the article: ${title}`,
    empty: 'No articles yet. Please check back soon.',
    newsletterTitle: 'Subscribe to our newsletter',
    newsletterText: 'Get our new analysis of customs procedures, freight rates and supply chains in Vietnam by email.',
    emailLabel: 'Your email address',
    emailPlaceholder: 'you@company.com',
    subscribe: 'Subscribe',
    subscribedTitle: 'Thank you for subscribing!',
    newsletterConsent:
      'You are signing up for our newsletter by email and can unsubscribe at any time. We use this address only to send it.',
  },
)
