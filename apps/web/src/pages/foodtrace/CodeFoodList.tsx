import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Input, List, Row } from 'antd';
import { PAGING, foodCodeResource, productResource } from '@foodtrace/contracts';
import { resourceApi, withoutSearch } from '@/crud';
import { queryResult } from './common/call';
import { CodeList } from './codes/code-list';
import { CODE_TEXT as T } from './codes/texts';
import './codes/codes.css';

const products = resourceApi(productResource);

/** The search form without the product (chosen in the side list). */
const SEARCH_VIEW = withoutSearch(foodCodeResource, 'productId');

/**
 * 产品追溯码 (spec §2.3 CodeFoodList): the codes by product — products on the left, their codes on the right.
 * ?lotId= or ?batchId= (links from the workbench and the batch list) narrow the codes to one lot or batch.
 */
export default function CodeFoodList() {
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [productId, setProductId] = useState<string | null>(null);
  const productList = useQuery({
    queryKey: [productResource.key, 'code-side', keyword],
    queryFn: () => queryResult(products.list({ pageNo: 1, pageSize: PAGING.maxPageSize, column: 'createTime', order: 'asc', ...(keyword ? { name: `*${keyword}*` } : {}) })),
  });
  const lotId = params.get('lotId');
  const batchId = params.get('batchId');
  const fixed = useMemo(() => ({ ...(productId ? { productId } : {}), ...(lotId ? { lotId } : {}), ...(batchId ? { batchId } : {}) }), [productId, lotId, batchId]);

  return (
    <Row gutter={12} wrap>
      <Col xs={24} lg={6}>
        <Card variant="borderless" title={T.products} className="code-side">
          <Input.Search allowClear placeholder={T.productSearch} onSearch={(v) => setKeyword(v.trim())} style={{ marginBottom: 8 }} />
          <List
            loading={productList.isLoading} size="small"
            dataSource={[{ id: '', name: T.allProducts }, ...(productList.data?.records ?? []).map((p) => ({ id: p.id, name: String(p.name) }))]}
            renderItem={(p) => (
              <List.Item className={`code-side__item${(productId ?? '') === p.id ? ' code-side__item--active' : ''}`} onClick={() => setProductId(p.id || null)}>
                {p.name}
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <CodeList searchResource={SEARCH_VIEW} fixedSearch={fixed} header={(lotId || batchId) && (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title={lotId ? '正在查看某一批次的追溯码' : '正在查看某一生码批次的追溯码'}
            action={<Button size="small" onClick={() => setParams({}, { replace: true })}>{T.clearFilter}</Button>} />
        )} />
      </Col>
    </Row>
  );
}
