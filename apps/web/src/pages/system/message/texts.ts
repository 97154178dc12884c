/** The words of the 消息中心 screens beyond the resources' labels and the server's messages. */
export const MESSAGE_UI_TEXT = {
  sendTest: '发送测试',
  sendTitle: '发送测试消息',
  send: '发送',
  preview: '消息预览',
  receiver: '接收人',
  resend: '重新发送',
  confirmResend: '确定重新发送这条消息吗？',
  recorded: '这条消息已记录在“消息管理”中，可在那里查看或重新发送。',
  help: '模板内容中的 ${参数名} 在发送时替换为参数的值。系统消息送到接收人的消息铃铛；邮件经 SMTP_URL 配置的邮件服务器发出；短信经配置的短信服务商发出（与验证码相同）；微信暂无发送通道。',
} as const;
