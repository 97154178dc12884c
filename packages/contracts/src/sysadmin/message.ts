import { defineResource } from '../resource.ts';
import { MOBILE_RULE } from './user.ts';

export { parseFlatJson as parseMessageParams } from '../flat-json.ts';
export { isEmailAddress } from '../email.ts';

/**
 * 消息中心 (spec §2.3 "message" pages; reference/JEECG.md sys_sms_template, sys_sms): templates with `${name}`
 * placeholders, and the record of every message sent from them. A message goes out through one channel; the
 * channels are 系统消息 (the receivers' notice bell), 邮件 (SMTP, when configured) and 短信 (through the SMS
 * provider the verification codes use, when one is configured); 微信 has no channel. A message that cannot go
 * out is recorded as failed, with the reason.
 */
export const MESSAGE_TYPE = { sms: '1', email: '2', wechat: '3', system: '4' } as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];

/** sys_sms.es_send_status, as JeecgBoot numbers it; -1: failed too often, no longer resent. */
export const MESSAGE_STATUS = { pending: '0', sent: '1', failed: '2', givenUp: '-1' } as const;

export const MESSAGE_DICT = { type: 'msg_send_type', status: 'msg_send_status' } as const;

export const MESSAGE_RULE = {
  /** Sending attempts of one message, the first included (JeecgBoot: "超过5次不再发送"). */
  maxAttempts: 5,
  /** Receivers of one message. */
  maxReceivers: 20,
  contentMax: 1000,
  /** sys_sms.es_receiver is varchar(50) in JeecgBoot; ours holds a short list. */
  receiverMax: 500,
} as const;

export const MESSAGE_PERMS = {
  send: 'system:messageTemplate:send',
  resend: 'system:message:resend',
} as const;

export const MESSAGE_PERM_LABELS: Record<string, string> = {
  [MESSAGE_PERMS.send]: '发送测试',
  [MESSAGE_PERMS.resend]: '重新发送',
};

export const MESSAGE_TEXT = {
  sent: '消息发送成功',
  resent: '消息已重新发送',
  failed: (reason: string) => `消息发送失败：${reason}`,
  templateMissing: '消息模板不存在',
  paramsNotJson: '模板参数须是 JSON 对象，如 {"name":"张三"}，值只能是文字或数字',
  paramsMissing: (names: string[]) => `缺少模板参数：${names.join('、')}`,
  receiverRequired: '请输入接收人',
  tooManyReceivers: `接收人最多 ${MESSAGE_RULE.maxReceivers} 个`,
  badEmail: (v: string) => `“${v}”不是有效的邮箱地址`,
  badMobile: (v: string) => `“${v}”不是有效的手机号`,
  unknownUser: (names: string[]) => `接收人不是本系统的有效用户：${names.join('、')}`,
  smtpMissing: '未配置邮件服务（SMTP_URL），邮件无法发出',
  smsMissing: '未配置短信服务商，短信无法发出',
  wechatMissing: '未开通微信通道，微信消息无法发出',
  notResendable: '只有发送失败的消息可以重新发送',
  systemSmsNotResendable: '验证码等系统短信不能重新发送，请用户重新获取',
  givenUp: `已发送 ${MESSAGE_RULE.maxAttempts} 次仍失败，不再发送`,
  receiverHint: {
    [MESSAGE_TYPE.system]: '系统用户的账号，多个用逗号分隔',
    [MESSAGE_TYPE.email]: '邮箱地址，多个用逗号分隔',
    [MESSAGE_TYPE.sms]: '手机号，多个用逗号分隔',
    [MESSAGE_TYPE.wechat]: '微信号，多个用逗号分隔',
  } as Record<string, string>,
} as const;

const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]{0,49})\}/g;

/** The names of a template's `${name}` placeholders, each once, in order of first use. */
export function templateParams(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/** The template with every placeholder filled; the names without a value, if any (then nothing is sent). */
export function renderTemplate(content: string, params: Record<string, string>): { text: string; missing: string[] } {
  const missing = templateParams(content).filter((n) => !(n in params));
  return { text: content.replace(PLACEHOLDER, (whole, name: string) => params[name] ?? whole), missing };
}

/** Receivers as typed: split on commas (either width), semicolons or spaces, blanks dropped, each once. */
export function splitReceivers(text: string): string[] {
  return [...new Set(text.split(/[,，;；\s]+/).map((s) => s.trim()).filter(Boolean))];
}

/** A mainland mobile number, as the SMS providers take it (the rule of a user's 手机号). */
export const isMobile = (v: string): boolean => MOBILE_RULE.regex.test(v);

/** 消息模板 (sys_sms_template). */
export const messageTemplateResource = defineResource({
  key: 'messageTemplate',
  title: '消息模板',
  table: 'sys_sms_template',
  basePath: '/sys/message/sysMessageTemplate',
  permPrefix: 'system:messageTemplate',
  actions: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  fields: {
    templateCode: {
      label: '模板编码', type: 'string', required: true, unique: true, maxLength: 32, search: 'like', sortable: true, width: 180,
      pattern: { regex: '^[A-Za-z][A-Za-z0-9_]{1,31}$', message: '模板编码须以字母开头，只能包含字母、数字和下划线' },
    },
    templateName: { label: '模板标题', type: 'string', required: true, maxLength: 50, search: 'like', sortable: true, width: 200 },
    templateType: { label: '模板类型', type: 'string', dict: MESSAGE_DICT.type, required: true, search: 'eq', sortable: true, width: 100 },
    templateContent: {
      label: '模板内容', type: 'text', required: true, maxLength: MESSAGE_RULE.contentMax, search: 'like', width: 340,
      placeholder: '可用 ${name} 形式的参数，如：${name}您好，批次 ${lotNo} 已放行。',
    },
    templateTestJson: {
      label: '测试数据', type: 'text', format: 'jsonObject', maxLength: 1000, list: false,
      placeholder: '发送测试时的参数，JSON 格式，如 {"name":"张三","lotNo":"L20261127-01"}',
    },
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});

/**
 * 消息 (sys_sms): every message sent — from a template, and the account module's SMS (verification codes,
 * masked). Written by sending, never by hand, never deleted; a failed one may be sent again.
 */
export const messageResource = defineResource({
  key: 'message',
  title: '消息',
  table: 'sys_sms',
  basePath: '/sys/message/sysMessage',
  permPrefix: 'system:message',
  appendOnly: true,
  actions: ['list', 'queryById', 'exportXls'],
  fields: {
    esTitle: { label: '消息标题', type: 'string', maxLength: 100, search: 'like', sortable: true, width: 160 },
    esType: { label: '发送方式', type: 'string', dict: MESSAGE_DICT.type, search: 'eq', sortable: true, width: 100 },
    esReceiver: { label: '接收人', type: 'string', maxLength: MESSAGE_RULE.receiverMax, search: 'like', width: 170 },
    esSendStatus: { label: '发送状态', type: 'string', dict: MESSAGE_DICT.status, search: 'eq', sortable: true, width: 110 },
    esSendTime: { label: '发送时间', type: 'datetime', search: 'range', sortable: true, width: 170 },
    esSendNum: { label: '发送次数', type: 'int', sortable: true, width: 90 },
    esResult: { label: '失败原因', type: 'string', maxLength: 255, width: 200 },
    // In 详情 and the export; the list keeps to who, how and whether it arrived.
    esContent: { label: '消息内容', type: 'text', maxLength: MESSAGE_RULE.contentMax, search: 'like', list: false },
    esParam: { label: '发送参数', type: 'text', maxLength: 1000, list: false },
    remark: { label: '备注', type: 'string', maxLength: 500, list: false },
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
