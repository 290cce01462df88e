/** What the starter pages say until the feature exists: a feature not done is shown as not there. */
export const STARTER = {
  title: '示例',
  titleSuffix: '示例 |',
  comingSoon: '示例即将上线',
  note: '此栏目正在建设中，上线后即可在此使用。',
} as const;
