import { Tag } from 'antd';
import { PRIORITY_TAGS } from '@foodtrace/contracts';

/** spec §2.7: L 一般消息 (blue), M 重要消息 (orange), H 紧急消息 (red); nothing for an unknown priority. */
export function PriorityTag({ priority }: { priority: string | null | undefined }) {
  const tag = priority ? PRIORITY_TAGS[priority] : undefined;
  return tag ? <Tag color={tag.color}>{tag.text}</Tag> : null;
}
