import { defineDictionary } from '@/i18n/dictionary'

/** Texts of the tools index; each tool's title and description are keyed by its id. */
export const toolsIndexText = defineDictionary(
  'tools.index',
  {
    heroBadge: 'Công cụ miễn phí',
    listTitle: 'Chọn công cụ',
    free: 'Miễn phí',
    comingSoon: 'Sắp ra mắt',
    openTool: 'Mở công cụ',
    requestTitle: 'Bạn cần một công cụ khác?',
    requestText:
      'Hãy cho chúng tôi biết phép tính nào đang làm mất thời gian của đội ngũ bạn. Chúng tôi sẽ cân nhắc phát triển công cụ phù hợp.',
    requestButton: 'Đề xuất công cụ',
    tools: {
      incoterms: {
        title: 'Công cụ tính Incoterms',
        description:
          'Quy đổi giá EXW sang FOB, CIF và DDP, gồm bảo hiểm, thuế nhập khẩu, VAT và bảng phân chia chi phí giữa người bán, người mua.',
      },
      freight: {
        title: 'Tính cước vận tải biển',
        description: 'So sánh cước biển container 20ft, 40ft và hàng lẻ LCL từ các cảng Việt Nam, đã gồm phụ phí.',
      },
      demurrage: {
        title: 'Tính phí lưu container',
        description:
          'Theo dõi thời gian miễn phí và ước tính phí lưu container tại bãi cảng (DEM) và ngoài cảng (DET) theo từng ngày.',
      },
      hsCode: {
        title: 'Phân tích mã HS',
        description: 'Gợi ý mã HS phù hợp, so sánh thuế nhập khẩu và VAT để chọn phương án thuế tối ưu, hợp pháp.',
      },
      container: {
        title: 'Tính xếp hàng container',
        description: 'Tính số thùng, số pallet xếp vừa một container 20ft hoặc 40ft.',
      },
      costAnalysis: {
        title: 'Phân tích chi phí',
        description: 'Phân tích giá vốn hàng nhập kho trên mỗi đơn vị và so sánh các phương án nguồn hàng.',
      },
      deliveryEstimator: {
        title: 'Ước tính thời gian giao hàng',
        description: 'Ước tính thời gian vận chuyển từ kho đến kho theo tuyến và loại dịch vụ.',
      },
    },
  },
  {
    heroBadge: 'Free tools',
    listTitle: 'Choose a tool',
    free: 'Free',
    comingSoon: 'Coming soon',
    openTool: 'Open tool',
    requestTitle: 'Need a different tool?',
    requestText: 'Tell us which calculation slows your team down, and we will consider building a tool for it.',
    requestButton: 'Request a Tool',
    tools: {
      incoterms: {
        title: 'Incoterms Calculator',
        description:
          'Convert an EXW price to FOB, CIF and DDP, with insurance, import duty, VAT and a table of who pays what.',
      },
      freight: {
        title: 'Freight Calculator',
        description: 'Compare sea freight for 20ft, 40ft and LCL shipments from Vietnamese ports, surcharges included.',
      },
      demurrage: {
        title: 'Demurrage Calculator',
        description: 'Track free time and estimate demurrage and detention charges day by day.',
      },
      hsCode: {
        title: 'HS Code Analyzer',
        description: 'Find suitable HS codes and compare duty and VAT to choose the best lawful tax treatment.',
      },
      container: {
        title: 'Container Calculator',
        description: 'Work out how many cartons or pallets fit in a 20ft or 40ft container.',
      },
      costAnalysis: {
        title: 'Cost Analysis',
        description: 'Break down the landed cost per unit and compare sourcing options.',
      },
      deliveryEstimator: {
        title: 'Delivery Estimator',
        description: 'Estimate door-to-door transit times by route and service.',
      },
    },
  },
)
