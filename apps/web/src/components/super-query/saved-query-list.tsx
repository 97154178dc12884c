import { Button, Card, Empty } from 'antd';
import { CloseCircleOutlined, FileTextOutlined } from '@ant-design/icons';
import type { SavedQuery } from './saved-queries';
import { SUPER_QUERY_TEXT as T } from './texts';

export interface SavedQueryListProps {
  items: readonly SavedQuery[];
  onLoad: (item: SavedQuery) => void;
  onDelete: (item: SavedQuery) => void;
}

/** 保存的查询: clicking a title loads it into the builder; the × deletes it after asking (spec §4). */
export function SavedQueryList({ items, onLoad, onDelete }: SavedQueryListProps) {
  return (
    <Card size="small" title={T.saved} className="super-query-saved">
      {items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noSaved} /> : (
        <ul className="super-query-saved__list" aria-label={T.saved}>
          {items.map((q) => (
            <li key={q.title} className="super-query-saved__item">
              <Button type="text" size="small" icon={<FileTextOutlined aria-hidden />} className="super-query-saved__title"
                title={q.title} onClick={() => onLoad(q)}>
                {q.title}
              </Button>
              <Button type="text" size="small" icon={<CloseCircleOutlined />} aria-label={T.deleteSaved(q.title)}
                className="super-query-saved__delete" onClick={() => onDelete(q)} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
