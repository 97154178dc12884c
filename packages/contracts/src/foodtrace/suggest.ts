/**
 * The consumer suggestion form (POST /api/public/suggest), checked alike on the page, where each message shows
 * under its own box, and on the server, which must not take what the page would refuse.
 */
export const SUGGEST_RULE = { contentMin: 5, contentMax: 500, contactMax: 50 } as const;

export const SUGGEST_TEXT = {
  codeMissing: '缺少追溯码',
  contentTooShort: `反馈内容至少 ${SUGGEST_RULE.contentMin} 个字`,
  contentTooLong: `反馈内容最多 ${SUGGEST_RULE.contentMax} 个字`,
  contactTooLong: `联系方式最多 ${SUGGEST_RULE.contactMax} 个字`,
  contactInvalid: '请填写正确的手机号或邮箱',
} as const;

const MOBILE = /^(?:\+?86)?1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A contact the producer can answer: a mainland mobile number (grouping spaces or dashes and +86 allowed) or an e-mail. */
export const isAnswerableContact = (contact: string): boolean => MOBILE.test(contact.replace(/[\s-]/g, '')) || EMAIL.test(contact);
