/** Texts of 广告管理 and the admin preview of an ad (FoodAdList, AdDetail). */
export const AD_TEXT = {
  preview: '预览',
  title: '广告预览',
  hint: '以下为消费者在扫码页面点开广告后看到的样子。广告仅在“已发布”且处于投放日期内时对消费者可见。',
  visible: '消费者可见',
  hidden: '消费者不可见',
  link: '了解详情',
  noImage: '未上传广告图片',
  missingId: '请从广告列表打开广告预览',
  publicAddress: '消费者页面地址',
  period: (from: string | null, to: string | null) => `${from ?? '不限'} 至 ${to ?? '不限'}`,
  periodLabel: '投放日期',
} as const;
