/** The words of 数据源管理 beyond the resource's labels and the server's messages. */
export const DATA_SOURCE_UI_TEXT = {
  test: '测试连接',
  testing: '正在连接…',
  help: '在线报表可读取这里登记的其他数据库（MySQL / MariaDB、PostgreSQL）。密码加密保存，保存后不再显示；报表只读取数据，每次查询最长 5 秒。请使用只能读取所需表的数据库账号。',
} as const;
